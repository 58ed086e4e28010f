import { inject, injectable } from 'inversify';
import type { FormProblems, ReportFormId } from '../../../domain/statistics/report-form';
import type { ReportFormAnswer, ReportFormQuery } from '../../../domain/statistics/report-form-service';
import { isApiFailure } from '../../../ports/api-failure';
import type { DownloadedFile } from '../../../ports/process.port';
import { ReportFormApi } from '../../../ports/report-form.port';
import { ChangeCount } from '../../shared/change-count';
import { Store } from '../../shared/store';

export interface ReportFormState {
  readonly query: ReportFormQuery | undefined;
  readonly answer: ReportFormAnswer | undefined;
  readonly loading: boolean;
  /** The last load's Chinese failure, or empty. */
  readonly loadError: string;
  readonly saving: boolean;
  /** The last save's Chinese refusal, or empty; the typed values stay in the form whatever it was. */
  readonly saveError: string;
  /** The last save was refused because someone else saved first (409). */
  readonly stale: boolean;
  /** The server's message per field (a 400). */
  readonly problems: FormProblems;
  readonly exporting: boolean;
}

const initial: ReportFormState = {
  query: undefined,
  answer: undefined,
  loading: false,
  loadError: '',
  saving: false,
  saveError: '',
  stale: false,
  problems: {},
  exporting: false,
};

const messageOf = (error: unknown): string => (isApiFailure(error) ? error.userMessage.message : '');

function problemsOf(error: unknown): FormProblems {
  if (!isApiFailure(error) || error.failure.kind !== 'http') return {};
  const body = error.failure.body;
  if (typeof body !== 'object' || body === null || !('fieldProblems' in body)) return {};
  const problems = (body as { fieldProblems: unknown }).fieldProblems;
  if (typeof problems !== 'object' || problems === null) return {};
  return Object.fromEntries(Object.entries(problems).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

const isStale = (error: unknown): boolean => isApiFailure(error) && error.failure.kind === 'http' && error.failure.status === 409;
const sameSheet = (a: ReportFormAnswer | undefined, b: ReportFormAnswer): boolean => a !== undefined && a.divisionCode === b.divisionCode && a.period === b.period;

/** One form's page: the answer of the address's division and period, the save and the export. */
@injectable()
abstract class ReportFormStore extends Store<ReportFormState> {
  private generation = 0;
  private readonly changes = new ChangeCount();

  protected constructor(
    private readonly form: ReportFormId,
    private readonly api: ReportFormApi,
  ) {
    super(initial);
  }

  /**
   * Never rejects; the latest load wins. The form read last stays on screen meanwhile and may be
   * saved: an answer read before a save succeeded is asked again, so it cannot bring back the
   * older values and version.
   */
  async load(query: ReportFormQuery): Promise<void> {
    const generation = ++this.generation;
    const asked = this.changes.mark();
    this.update((state) => ({ ...state, query, loading: true, loadError: '', saveError: '', stale: false, problems: {} }));
    try {
      const answer = await this.api.get(this.form, query);
      if (generation !== this.generation) return;
      if (asked.overtaken()) {
        await this.load(query);
        return;
      }
      this.update((state) => ({ ...state, answer, loading: false }));
    } catch (error) {
      if (generation === this.generation) this.update((state) => ({ ...state, answer: undefined, loading: false, loadError: messageOf(error) }));
    }
  }

  reload(): Promise<void> {
    const { query } = this.getValue();
    return query === undefined ? Promise.resolve() : this.load(query);
  }

  /**
   * Saves the county's values at the version it read; one save at a time. Resolves the saved answer,
   * or undefined when refused (the page keeps the typed values and shows why). The saved answer is
   * not shown over another division or period loaded meanwhile.
   */
  async save(values: Readonly<Record<string, number>>): Promise<ReportFormAnswer | undefined> {
    const { answer, saving } = this.getValue();
    if (answer === undefined || saving) return undefined;
    this.update((state) => ({ ...state, saving: true, saveError: '', stale: false, problems: {} }));
    try {
      const saved = await this.api.save(this.form, { divisionCode: answer.divisionCode, period: answer.period, values, version: answer.version });
      if (sameSheet(this.getValue().answer, saved)) {
        this.changes.changed();
        this.update((state) => ({ ...state, answer: saved, saving: false }));
      } else this.update((state) => ({ ...state, saving: false }));
      return saved;
    } catch (error) {
      this.update((state) => ({ ...state, saving: false, saveError: messageOf(error), stale: isStale(error), problems: problemsOf(error) }));
      return undefined;
    }
  }

  /** The shown table as .xlsx, or undefined when it failed (the message is in saveError's place: loadError stays for loads). */
  async exportTable(): Promise<DownloadedFile | undefined> {
    const { query } = this.getValue();
    if (query === undefined) return undefined;
    this.update((state) => ({ ...state, exporting: true }));
    try {
      return await this.api.exportTable(this.form, query);
    } catch {
      return undefined;
    } finally {
      this.update((state) => ({ ...state, exporting: false }));
    }
  }
}

@injectable()
export class BuildHouseFormStore extends ReportFormStore {
  constructor(@inject(ReportFormApi) api: ReportFormApi) {
    super('buildHouse', api);
  }
}

@injectable()
export class RuralPermitFormStore extends ReportFormStore {
  constructor(@inject(ReportFormApi) api: ReportFormApi) {
    super('ruralPermit', api);
  }
}

export type { ReportFormStore };
