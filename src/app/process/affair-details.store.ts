import { isApiFailure } from '../../ports/api-failure';
import type {
  ActionButton,
  AffairDetail,
  BoxType,
  BpmnDiagram,
  ForwardOptions,
  HandlerOption,
  HistoryRow,
  OpinionsData,
  PrintTemplate,
} from '../../ports/api/process.dto';
import type { DownloadedFile, ForwardKind, ProcessApi } from '../../ports/process.port';
import { Store } from '../shared/store';
import type { AffairEvents } from './affair-events';
import { actionMessages, requestProblem, sendRequest, type ActionRequest } from './affair-details-actions';

interface AffairDetailsState {
  readonly detail?: AffairDetail;
  readonly buttons: readonly ActionButton[];
  readonly history: readonly HistoryRow[];
  readonly opinions: OpinionsData;
  readonly printTemplates: readonly PrintTemplate[];
  readonly loading: boolean;
  /** Why the affair itself could not be read (unknown, not visible, network); the page shows it instead. */
  readonly loadError?: string;
  /** An action is on its way: every submit button is disabled and a second submit does nothing. */
  readonly pending: boolean;
}

/** How an action went: done, refused with a message (the dialog stays open), or ignored as a second click. */
type ActionOutcome =
  | { readonly kind: 'done'; readonly detail: AffairDetail }
  | { readonly kind: 'failed'; readonly message: string; readonly stale: boolean }
  | { readonly kind: 'ignored' };

const initial: AffairDetailsState = {
  buttons: [],
  history: [],
  opinions: { opinions: [], phrases: [] },
  printTemplates: [],
  loading: false,
  pending: false,
};

const messageOf = (error: unknown, fallback: string): string => (error instanceof Error && error.message.length > 0 ? error.message : fallback);
const isStale = (error: unknown): boolean =>
  isApiFailure(error) &&
  ((error.failure.kind === 'http' && error.failure.status === 409) || error.message.includes('已被他人处理'));

/**
 * One affair's details page (事务详情): the affair, its buttons, history, opinions and print
 * templates, and the actions. One instance per open page (AffairDetailsStores.create), because
 * several affairs may be open in tabs at once.
 */
export class AffairDetailsStore extends Store<AffairDetailsState> {
  private generation = 0;

  constructor(
    private readonly api: ProcessApi,
    private readonly events: AffairEvents,
    readonly key: string,
    readonly boxType: BoxType,
  ) {
    super(initial);
  }

  /** Reads everything again; the affair failing is shown by the page, the rest failing leaves it empty. Never rejects. */
  async load(): Promise<void> {
    const generation = ++this.generation;
    this.update((state) => ({ ...state, loading: true }));
    const [detail, buttons, history, opinions, templates] = await Promise.allSettled([
      this.api.detail(this.key, this.boxType),
      this.api.buttons(this.key),
      this.api.history(this.key),
      this.api.opinions(this.key),
      this.api.printTemplates(this.key),
    ]);
    if (generation !== this.generation) return;
    this.update((state) => {
      if (detail.status === 'rejected') {
        return { ...state, loading: false, loadError: messageOf(detail.reason, '事务详情加载失败') };
      }
      const { loadError: _dropped, ...rest } = state;
      return {
        ...rest,
        detail: detail.value,
        buttons: buttons.status === 'fulfilled' ? buttons.value : [],
        history: history.status === 'fulfilled' ? history.value : state.history,
        opinions: opinions.status === 'fulfilled' ? opinions.value : state.opinions,
        printTemplates: templates.status === 'fulfilled' ? templates.value : state.printTemplates,
        loading: false,
      };
    });
  }

  /**
   * Runs one action at the version on screen. While one runs, another is ignored (double click).
   * On success everything is read again and the lists are told; on a stale version the page is
   * reloaded and the dialog keeps what was typed. Never rejects.
   */
  async run(request: ActionRequest, needsHandler = true): Promise<ActionOutcome> {
    const { detail, pending } = this.getValue();
    if (pending) return { kind: 'ignored' };
    if (detail === undefined) return { kind: 'failed', message: '事务尚未加载完成', stale: false };
    const problem = requestProblem(request, needsHandler);
    if (problem !== undefined) return { kind: 'failed', message: problem, stale: false };
    this.update((state) => ({ ...state, pending: true }));
    try {
      const next = await sendRequest(this.api, this.key, detail.version, request);
      this.update((state) => ({ ...state, detail: next, pending: false }));
      this.events.notify();
      await this.load();
      return { kind: 'done', detail: next };
    } catch (error) {
      this.update((state) => ({ ...state, pending: false }));
      if (isStale(error)) {
        await this.load();
        return { kind: 'failed', message: actionMessages.stale, stale: true };
      }
      return { kind: 'failed', message: messageOf(error, '操作失败，请稍后重试'), stale: false };
    }
  }

  /** The nodes and handlers a send, special send, turn back or transfer dialog offers. */
  forwardOptions(kind: ForwardKind): Promise<ForwardOptions> {
    return this.api.forwardOptions(kind, this.key);
  }

  /** The colleagues this user may delegate the task to. */
  accreditUsers(): Promise<HandlerOption[]> {
    return this.api.accreditUsers(this.key);
  }

  /** The process diagram: its key is the procDefId before the version suffix ('lsydsp:1' → 'lsydsp'). */
  diagram(procDefId: string): Promise<BpmnDiagram> {
    return this.api.diagram(procDefId.split(':')[0] ?? procDefId);
  }

  printPdf(template: PrintTemplate): Promise<DownloadedFile> {
    return this.api.printPdf(template.reportDefineId, this.key);
  }

  printWord(template: PrintTemplate): Promise<DownloadedFile> {
    return this.api.printWord(template.reportId, this.key);
  }
}
