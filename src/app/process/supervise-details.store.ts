import { inject, injectable } from 'inversify';
import { SUPERVISE_CONTENT_MAX } from '../../domain/affair/supervision-form';
import { isApiFailure } from '../../ports/api-failure';
import type { SuperviseDetail } from '../../ports/api/process.dto';
import { SuperviseApi } from '../../ports/supervise.port';
import { ChangeCount } from '../shared/change-count';
import { Store } from '../shared/store';

/** Why the page cannot show the supervision: it does not exist, it is not the user's, or the call failed. */
type SuperviseDetailsProblem = { readonly kind: 'not-found' | 'forbidden' | 'failed'; readonly message: string };

interface SuperviseDetailsState {
  readonly id?: string;
  readonly detail?: SuperviseDetail;
  readonly loading: boolean;
  readonly problem?: SuperviseDetailsProblem;
  readonly urgeText: string;
  readonly urging: boolean;
  readonly urgeError?: string;
}

/** The server's limit on a 催办 text (one constant for the form, the schema and the service). */
export const URGE_TEXT_MAX = SUPERVISE_CONTENT_MAX;
const URGE_FAILED = '催办失败，请稍后重试';

const initial: SuperviseDetailsState = { loading: false, urgeText: '', urging: false };

function problemOf(error: unknown): SuperviseDetailsProblem {
  if (isApiFailure(error) && (error.failure.kind === 'http' || error.failure.kind === 'rejected')) {
    // The server may answer with the HTTP status or with the same code in the envelope.
    const status = error.failure.kind === 'http' ? error.failure.status : error.failure.code;
    if (status === 404) return { kind: 'not-found', message: error.message || '督办事项不存在或已被删除' };
    if (status === 403) return { kind: 'forbidden', message: error.message || '您无权查看该督办事项' };
  }
  return { kind: 'failed', message: isApiFailure(error) && error.message.length > 0 ? error.message : '督办详情加载失败' };
}

/** 督办详情 (/process/handle/supervise/{id}): the supervision, its reminders, and 催办. */
@injectable()
export class SuperviseDetailsStore extends Store<SuperviseDetailsState> {
  private generation = 0;
  private readonly changes = new ChangeCount();

  constructor(@inject(SuperviseApi) private readonly supervise: SuperviseApi) {
    super(initial);
  }

  /**
   * Shows a supervision (another id starts afresh, the same id keeps the typed reminder and stays
   * on screen, where 催办 may be sent meanwhile: an answer read before a reminder succeeded is
   * asked again, so it cannot hide that reminder). Never rejects.
   */
  async open(id: string): Promise<void> {
    const generation = ++this.generation;
    const asked = this.changes.mark();
    this.update((state) => (state.id === id ? { ...state, loading: true, problem: undefined } : { ...initial, id, loading: true }));
    try {
      const detail = await this.supervise.detail(id);
      if (generation !== this.generation) return;
      if (asked.overtaken()) {
        await this.open(id);
        return;
      }
      this.update((state) => ({ ...state, detail, loading: false }));
    } catch (error) {
      if (generation !== this.generation) return;
      this.update((state) => ({ ...state, detail: undefined, loading: false, problem: problemOf(error) }));
    }
  }

  type(text: string): void {
    this.update((state) => ({ ...state, urgeText: text, urgeError: undefined }));
  }

  /**
   * Sends one reminder; a second click while it runs does nothing, a failure keeps the text. Its
   * answer is dropped when another supervision has been opened meanwhile.
   */
  async urge(): Promise<boolean> {
    const { id, urging, urgeText } = this.getValue();
    if (id === undefined || urging) return false;
    const text = urgeText.trim();
    if (text.length === 0) {
      this.update((state) => ({ ...state, urgeError: '请填写催办内容' }));
      return false;
    }
    if (text.length > URGE_TEXT_MAX) {
      this.update((state) => ({ ...state, urgeError: `催办内容不能超过${URGE_TEXT_MAX}个字` }));
      return false;
    }
    this.update((state) => ({ ...state, urging: true, urgeError: undefined }));
    try {
      const detail = await this.supervise.urge(id, text);
      if (this.getValue().id === id) {
        this.changes.changed();
        this.update((state) => ({ ...state, detail, urging: false, urgeText: '' }));
      }
      return true;
    } catch (error) {
      const message = isApiFailure(error) && error.message.length > 0 ? error.message : URGE_FAILED;
      this.update((state) => (state.id === id ? { ...state, urging: false, urgeError: message } : state));
      return false;
    }
  }
}
