import { inject, injectable } from 'inversify';
import { LAND_SUPERVISE_FIELDS, superviseFieldError, SUPERVISE_FIELDS, SUP_NAME_MAX, SUPERVISE_CONTENT_MAX, type SuperviseField } from '../../domain/affair/supervision-form';
import type { LandSupervisionDraft } from '../../domain/dashboard/land-reminders';
import { isApiFailure } from '../../ports/api-failure';
import type { SuperviseDetail } from '../../ports/api/process.dto';
import type { TreeOption } from '../../ports/api/user.dto';
import { ProcessApi } from '../../ports/process.port';
import { ProfileApi } from '../../ports/profile.port';
import { SuperviseApi } from '../../ports/supervise.port';
import { Store } from '../shared/store';
import { AffairEvents } from './affair-events';
import { SuperviseListStore } from './supervise-list.store';

export type { SuperviseField };

interface AffairChoice {
  readonly value: string;
  readonly label: string;
}

interface SuperviseCreateState {
  readonly values: Readonly<Record<SuperviseField, string>>;
  readonly errors: Readonly<Partial<Record<SuperviseField, string>>>;
  /** The user's 查询 box rows matching the search text. */
  readonly affairs: readonly AffairChoice[];
  readonly affairsLoading: boolean;
  readonly people: readonly TreeOption[];
  readonly pending: boolean;
  readonly submitError?: string;
  /** 转督办: the temporary land use it urges instead of an affair. */
  readonly land?: LandSubject;
}

export interface LandSubject {
  readonly id: string;
  readonly projectName: string;
}

export { SUP_NAME_MAX, SUPERVISE_CONTENT_MAX as CONTENT_MAX };
const AFFAIR_CHOICES = 30;
const CREATE_FAILED = '督办创建失败，请稍后重试';

const emptyValues: Record<SuperviseField, string> = { keyDigNumGather: '', supName: '', deadline: '', urgedUserId: '', content: '' };
const initial: SuperviseCreateState = { values: emptyValues, errors: {}, affairs: [], affairsLoading: false, people: [], pending: false };


/** 新建督办: choose an affair, name the supervision, set a deadline and the urged person, describe it. */
@injectable()
export class SuperviseCreateStore extends Store<SuperviseCreateState> {
  private search = 0;

  constructor(
    @inject(SuperviseApi) private readonly supervise: SuperviseApi,
    @inject(ProcessApi) private readonly process: ProcessApi,
    @inject(ProfileApi) private readonly profile: ProfileApi,
    @inject(SuperviseListStore) private readonly list: SuperviseListStore,
    @inject(AffairEvents) private readonly events: AffairEvents,
  ) {
    super(initial);
  }

  /** The dialog opens: an empty form, the first affairs and the people tree. Never rejects. */
  async open(keyDigNumGather = ''): Promise<void> {
    const people = this.getValue().people;
    this.set({ ...initial, people, values: { ...emptyValues, keyDigNumGather } });
    await Promise.all([this.findAffairs('').then(() => this.offerChosen(keyDigNumGather)), this.loadPeople()]);
  }

  /** 转督办: the dialog opens on a temporary land use with the reminder's draft filled in. Never rejects. */
  async openForLand(land: LandSubject, draft: LandSupervisionDraft): Promise<void> {
    const people = this.getValue().people;
    this.set({ ...initial, people, land, values: { ...emptyValues, ...draft } });
    await this.loadPeople();
  }

  private async loadPeople(): Promise<void> {
    if (this.getValue().people.length > 0) return;
    try {
      const tree = await this.profile.userTree();
      this.update((state) => ({ ...state, people: tree }));
    } catch {
      // The picker stays empty; the prefilled person can still be submitted.
    }
  }

  /** Looks the user's 查询 box up by title; an older search that answers late is ignored. */
  async findAffairs(text: string): Promise<void> {
    const search = ++this.search;
    this.update((state) => ({ ...state, affairsLoading: true }));
    const title = text.trim();
    try {
      const page = await this.process.box('query', { pageIndex: 1, pageSize: AFFAIR_CHOICES, ...(title.length === 0 ? {} : { title }) });
      if (search !== this.search) return;
      const affairs = page.rows.map((row) => ({ value: row.keyDigNumGather, label: `${row.title}（${row.processName}）` }));
      this.update((state) => ({ ...state, affairs, affairsLoading: false }));
    } catch {
      if (search !== this.search) return;
      this.update((state) => ({ ...state, affairsLoading: false }));
    }
  }

  /** An affair chosen before the dialog opened (from its details) is offered even when the first page of 查询 lacks it. */
  private async offerChosen(keyDigNumGather: string): Promise<void> {
    if (keyDigNumGather === '' || this.getValue().affairs.some((choice) => choice.value === keyDigNumGather)) return;
    try {
      const detail = await this.process.detail(keyDigNumGather);
      const choice = { value: detail.keyDigNumGather, label: `${detail.title}（${detail.processName}）` };
      this.update((state) => ({ ...state, affairs: [choice, ...state.affairs.filter((other) => other.value !== choice.value)] }));
    } catch {
      // The list still lets the user pick; the server refuses an affair they may not supervise.
    }
  }

  /** A value changed: a field already marked wrong is checked again at once. */
  change(field: SuperviseField, value: string, today: string): void {
    this.update((state) => {
      const values = { ...state.values, [field]: value };
      if (state.errors[field] === undefined) return { ...state, values };
      return { ...state, values, errors: { ...state.errors, [field]: superviseFieldError(field, value, today) } };
    });
  }

  blur(field: SuperviseField, today: string): void {
    this.update((state) => ({ ...state, errors: { ...state.errors, [field]: superviseFieldError(field, state.values[field], today) } }));
  }

  /** Checks and creates; resolves to the new supervision, or undefined (invalid, pending, refused: the input stays). */
  async submit(today: string): Promise<SuperviseDetail | undefined> {
    const state = this.getValue();
    if (state.pending) return undefined;
    const errors: Partial<Record<SuperviseField, string>> = {};
    for (const field of state.land === undefined ? SUPERVISE_FIELDS : LAND_SUPERVISE_FIELDS) {
      const error = superviseFieldError(field, state.values[field], today);
      if (error !== undefined) errors[field] = error;
    }
    if (Object.keys(errors).length > 0) {
      this.update((current) => ({ ...current, errors }));
      return undefined;
    }
    this.update((current) => ({ ...current, errors: {}, pending: true, submitError: undefined }));
    const { values, land } = state;
    const fields = { supName: values.supName.trim(), deadline: values.deadline, urgedUserId: values.urgedUserId, content: values.content.trim() };
    try {
      const created = await (land === undefined
        ? this.supervise.create({ keyDigNumGather: values.keyDigNumGather, ...fields })
        : this.supervise.createForLand({ id: land.id, ...fields }));
      this.update((current) => ({ ...current, pending: false }));
      this.events.notify();
      void this.list.load();
      return created;
    } catch (error) {
      const message = isApiFailure(error) && error.message.length > 0 ? error.message : CREATE_FAILED;
      this.update((current) => ({ ...current, pending: false, submitError: message }));
      return undefined;
    }
  }
}
