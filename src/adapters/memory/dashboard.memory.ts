import { inject, injectable } from 'inversify';
import { fastEntriesFor, userMenu, type DashboardSources } from '../../domain/dashboard/dashboard-service';
import type {
  DashboardLayout,
  FastEntry,
  FilingStats,
  MostUsedPage,
  SupervisionItem,
  TodoItem,
  TodoListQuery,
  WidgetSetting,
} from '../../domain/dashboard/dashboard-types';
import { filingStats } from '../../domain/dashboard/filing-stats';
import { landRemindersFor } from '../../domain/dashboard/land-reminder-service';
import type { LandReminderItem } from '../../domain/dashboard/land-reminders';
import { defaultLayout, layoutOf, normaliseLayout } from '../../domain/dashboard/layout';
import { supervisionItems } from '../../domain/dashboard/supervisions';
import { landStatusLabels } from '../../domain/temporary-land/service/land-access';
import { todoItems } from '../../domain/dashboard/todo-items';
import { countVisit, menuPages, mostUsed, type UserVisits } from '../../domain/dashboard/visits';
import { storageKeys } from '../../domain/session/storage-keys';
import { landRemindersQuery } from '../../ports/api/land-reminders.schema';
import { fastEntryQuery, layoutBody, statsQuery, supervisionPageParams, todoListBody, visitBody } from '../../ports/api/dashboard.schema';
import type { Page } from '../../ports/api/page.dto';
import { SessionStorage, type KeyValueStorage } from '../../ports/browser.port';
import type { DashboardApi } from '../../ports/dashboard.port';
import type { MemoryAccount } from './memory-accounts';
import type { MemoryBackend } from './memory-backend';
import { MemoryBackendToken } from './memory-backend.token';
import { MemoryCallRunner, type MemoryCallOptions } from './memory-call';
import { parsedInput } from './memory-input';
import { statusError } from './memory-refusal';
import { meetingBookOf } from './memory-meetings';
import { messageBookOf } from './memory-messages';
import { noticeBoardOf } from './notice.memory';

/** Like the HTTP adapter: a widget shows its own loading and error state. */
const widget: MemoryCallOptions = { silent: true, notify: false };

/** What the mock server keeps in db.dashboardLayouts and db.pageVisits, per backend. */
interface DashboardState {
  readonly layouts: Map<string, readonly WidgetSetting[]>;
  readonly visits: Map<string, UserVisits>;
}
const states = new WeakMap<MemoryBackend, DashboardState>();

function stateOf(backend: MemoryBackend): DashboardState {
  let state = states.get(backend);
  if (state === undefined) {
    state = { layouts: new Map(), visits: new Map() };
    states.set(backend, state);
  }
  return state;
}

/** DashboardApi on the in-memory backend: the same rules as the mock server, on the backend's state. */
@injectable()
export class MemoryDashboardApi implements DashboardApi {
  constructor(
    @inject(MemoryBackendToken) private readonly backend: MemoryBackend,
    @inject(MemoryCallRunner) private readonly runner: MemoryCallRunner,
    @inject(SessionStorage) private readonly sessionStorage: KeyValueStorage,
  ) {}

  layout(): Promise<DashboardLayout> {
    return this.runner.run(() => {
      const { userId, level } = this.account();
      return layoutOf(stateOf(this.backend).layouts.get(userId), level);
    }, widget);
  }

  saveLayout(widgets: readonly WidgetSetting[]): Promise<DashboardLayout> {
    return this.runner.run(() => {
      const { userId } = this.account();
      const normal = normaliseLayout(parsedInput(layoutBody, { widgets }).widgets);
      if (!normal.ok) throw statusError(400, normal.error);
      stateOf(this.backend).layouts.set(userId, normal.value);
      return { widgets: normal.value, isDefault: false };
    });
  }

  resetLayout(): Promise<DashboardLayout> {
    return this.runner.run(() => {
      const { userId, level } = this.account();
      stateOf(this.backend).layouts.delete(userId);
      return defaultLayout(level);
    });
  }

  recordVisit(path: string): Promise<void> {
    return this.runner.run(() => {
      const { userId, roleKey } = this.account();
      const checked = parsedInput(visitBody, { path });
      const { visits } = stateOf(this.backend);
      const counted = countVisit(visits.get(userId) ?? {}, menuPages(userMenu(this.backend.data, roleKey)), checked.path, this.at());
      if (counted !== undefined) visits.set(userId, counted);
    }, widget);
  }

  mostUsed(): Promise<MostUsedPage[]> {
    return this.runner.run(() => {
      const { userId, roleKey } = this.account();
      return mostUsed(stateOf(this.backend).visits.get(userId) ?? {}, menuPages(userMenu(this.backend.data, roleKey)));
    }, widget);
  }

  fastEntries(userId: string): Promise<FastEntry[]> {
    return this.runner.run(() => {
      const caller = this.account();
      const checked = parsedInput(fastEntryQuery, { userId });
      const entries = fastEntriesFor(this.sources(), caller, checked.userId, this.at());
      if (!entries.ok) throw statusError(entries.error.status, entries.error.message);
      return entries.value;
    }, widget);
  }

  todoItems(query: TodoListQuery): Promise<Page<TodoItem>> {
    return this.runner.run(() => {
      const { userId } = this.account();
      const { stage, ...paging } = parsedInput(todoListBody, query);
      return todoItems(this.sources(), userId, stage === undefined ? paging : { ...paging, stage }, this.at());
    }, widget);
  }

  supervisions(pageIndex: number, pageSize: number): Promise<Page<SupervisionItem>> {
    return this.runner.run(() => {
      const { userId } = this.account();
      // Checked as the path the HTTP adapter sends.
      const paging = parsedInput(supervisionPageParams, { pageIndex: String(pageIndex), pageSize: String(pageSize) });
      const at = this.at();
      const landStatus = landStatusLabels({ filings: this.backend.filings, lands: this.backend.temporaryLands, at });
      return supervisionItems(this.backend.affairs, this.sources().dir, userId, Number(paging.pageIndex), Number(paging.pageSize), at, landStatus);
    }, widget);
  }

  filingStats(year: number): Promise<FilingStats> {
    return this.runner.run(() => {
      const { userId } = this.account();
      const checked = parsedInput(statsQuery, { year: String(year) });
      const stats = filingStats({ book: this.backend.filings, dir: this.sources().dir, userId, at: this.at() }, checked.year);
      if (!stats.ok) throw statusError(stats.error.status, stats.error.message);
      return stats.value;
    }, widget);
  }

  landReminders(pageIndex: number, pageSize: number): Promise<Page<LandReminderItem>> {
    return this.runner.run(() => {
      const { userId, level } = this.account();
      const paging = parsedInput(landRemindersQuery, { pageIndex: String(pageIndex), pageSize: String(pageSize) });
      const { affairs, filings, temporaryLands: lands } = this.backend;
      const page = landRemindersFor({ affairs, filings, lands, dir: this.sources().dir }, { userId, level }, paging.pageIndex, paging.pageSize, this.at());
      if (!page.ok) throw statusError(page.error.status, page.error.message);
      return page.value;
    }, widget);
  }

  private sources(): DashboardSources {
    const { users, departments, divisions, menus } = this.backend.data;
    return { affairs: this.backend.affairs, filings: this.backend.filings, notices: noticeBoardOf(this.backend), dir: { users, departments, divisions }, menus, messages: messageBookOf(this.backend).messages, meetings: meetingBookOf(this.backend) };
  }

  private at(): string {
    return new Date(this.backend.now()).toISOString();
  }

  private account(): MemoryAccount {
    return this.backend.requireAccount(this.sessionStorage.get(storageKeys.token));
  }
}
