import { Subject, type Observable } from 'rxjs';
import { withoutNulls } from '../../domain/files/strip-nulls';
import { chooseTextEncoding } from '../../domain/files/text-encoding';
import { planPreview } from '../../domain/files/preview-kind';
import { checkSelection } from '../../domain/files/upload-rules';
import { fileMessages as m } from '../../domain/files/file-messages';
import type { FileAccessBody, FileEntry } from '../../ports/api/files.dto';
import { isApiFailure } from '../../ports/api-failure';
import type { Notifier } from '../../ports/browser.port';
import type { FileApi } from '../../ports/files.port';
import { Store } from '../shared/store';
import { ChangeCount } from '../shared/change-count';

type UploadStatus = 'uploading' | 'failed';

/** A file being sent, or one whose sending failed and can be retried without choosing it again. */
export interface UploadItem {
  readonly localId: string;
  readonly name: string;
  readonly size: number;
  /** 0 to 100. */
  readonly percent: number;
  readonly status: UploadStatus;
  readonly error: string | undefined;
}

interface RecordFilesState {
  readonly loading: boolean;
  /** The last load failed (the adapter has shown why). */
  readonly loadFailed: boolean;
  readonly files: readonly FileEntry[];
  readonly queue: readonly UploadItem[];
}

/** The component's events (SPEC section 4: success, remove, error). */
export type FileEvent =
  | { readonly type: 'success'; readonly file: FileEntry }
  | { readonly type: 'remove'; readonly file: FileEntry }
  | { readonly type: 'error'; readonly name: string; readonly message: string };

interface ChooseOptions {
  readonly limit: number | undefined;
  readonly maxBytes: number;
}

/** What a preview shows, or the message instead of it. */
export type PreviewContent =
  | { readonly kind: 'pdf' | 'image'; readonly blob: Blob }
  | { readonly kind: 'text'; readonly text: string; readonly encoding: string }
  | { readonly kind: 'refused'; readonly message: string };

const initial: RecordFilesState = { loading: false, loadFailed: false, files: [], queue: [] };
const WARNING_MS = 3000;

const messageOf = (error: unknown): string => (isApiFailure(error) ? error.message : m.uploadFailed);

/** One record's attachments (keyNumGather): the list, the upload queue, removal, preview and download. */
export class RecordFilesStore extends Store<RecordFilesState> {
  private readonly events = new Subject<FileEvent>();
  /** The bytes of queued files, kept so that a failed upload can be sent again. */
  private readonly pending = new Map<string, Blob>();
  private generation = 0;
  /** Uploads and removals that have succeeded; a list asked for before one of them is out of date. */
  private readonly changes = new ChangeCount();
  private counter = 0;
  readonly events$: Observable<FileEvent> = this.events.asObservable();

  constructor(
    readonly filesKey: string,
    private readonly api: FileApi,
    private readonly notifier: Notifier,
  ) {
    super(initial);
  }

  /**
   * Loads the list; an older load that answers late is ignored, and one overtaken by an upload or
   * a removal is asked again, so its answer cannot hide the new file or bring back the removed
   * one. Never rejects.
   */
  async load(): Promise<void> {
    const generation = ++this.generation;
    const asked = this.changes.mark();
    this.update((state) => ({ ...state, loading: true, loadFailed: false }));
    try {
      const files = await this.api.list(this.filesKey);
      if (generation !== this.generation) return;
      if (asked.overtaken()) {
        await this.load();
        return;
      }
      this.update((state) => ({ ...state, loading: false, files }));
    } catch {
      if (generation === this.generation) this.update((state) => ({ ...state, loading: false, loadFailed: true }));
    }
  }

  /**
   * Checks a choice against the count limit (listed and queued files count) and the size limit,
   * warns about what is refused, and uploads the rest one by one in parallel. Resolves when all
   * have settled; never rejects.
   */
  async choose(chosen: readonly File[], options: ChooseOptions): Promise<void> {
    const state = this.getValue();
    const verdict = checkSelection(chosen, { limit: options.limit, maxBytes: options.maxBytes, alreadyCounted: state.files.length + state.queue.length });
    if (verdict.limitMessage !== undefined) {
      this.warn(verdict.limitMessage);
      return;
    }
    for (const { file, message } of verdict.refused) {
      this.warn(message);
      this.events.next({ type: 'error', name: file.name, message });
    }
    await Promise.all(verdict.accepted.map((file) => this.send(this.enqueue(file), file)));
  }

  /** Sends a failed upload again with the bytes chosen the first time. */
  async retry(localId: string): Promise<void> {
    const blob = this.pending.get(localId);
    const item = this.getValue().queue.find((entry) => entry.localId === localId);
    if (blob === undefined || item === undefined || item.status !== 'failed') return;
    this.patch(localId, { status: 'uploading', percent: 0, error: undefined });
    await this.send(localId, blob);
  }

  /** Forgets a failed upload. */
  dismiss(localId: string): void {
    this.pending.delete(localId);
    this.update((state) => ({ ...state, queue: state.queue.filter((item) => item.localId !== localId) }));
  }

  /** Removes a listed file (the view has asked 确定移除…？ first). Resolves true when it is gone. */
  async remove(file: FileEntry): Promise<boolean> {
    try {
      await this.api.remove(file.linkGuid);
    } catch {
      return false;
    }
    this.changes.changed();
    this.update((state) => ({ ...state, files: state.files.filter((entry) => entry.linkGuid !== file.linkGuid) }));
    this.events.next({ type: 'remove', file });
    return true;
  }

  /** The preview of a file by its type (SPEC section 4); text is decoded as UTF-8 or GBK by its bytes. */
  async preview(fileId: string | undefined, fileName: string): Promise<PreviewContent> {
    const plan = planPreview(fileId, fileName);
    if (plan.kind === 'refused' || fileId === undefined) return { kind: 'refused', message: plan.kind === 'refused' ? plan.message : m.noFileId };
    const blob = await this.api.preview(await this.access(fileId));
    if (plan.kind !== 'text') return { kind: plan.kind, blob };
    const bytes = new Uint8Array(await blob.arrayBuffer());
    const encoding = chooseTextEncoding(bytes);
    return { kind: 'text', text: new TextDecoder(encoding).decode(bytes), encoding };
  }

  /** The file's bytes and the original name to save them under. */
  async download(file: FileEntry): Promise<{ readonly blob: Blob; readonly fileName: string }> {
    const blob = await this.api.download(await this.access(file.linkGuid));
    return { blob, fileName: file.fileName };
  }

  private async access(fileLinkId: string): Promise<FileAccessBody> {
    const { signature, filePermissionVo } = await this.api.authorize(this.filesKey);
    return { fileLinkId, signature, filePermissionVo: withoutNulls(filePermissionVo) };
  }

  private enqueue(file: File): string {
    this.counter += 1;
    const localId = `upload-${this.counter}`;
    this.pending.set(localId, file);
    const item: UploadItem = { localId, name: file.name, size: file.size, percent: 0, status: 'uploading', error: undefined };
    this.update((state) => ({ ...state, queue: [...state.queue, item] }));
    return localId;
  }

  private async send(localId: string, blob: Blob): Promise<void> {
    const item = this.getValue().queue.find((entry) => entry.localId === localId);
    if (item === undefined) return;
    try {
      const entry = await this.api.upload(this.filesKey, blob, item.name, (percent) => this.patch(localId, { percent }));
      this.pending.delete(localId);
      this.changes.changed();
      this.update((state) => ({
        ...state,
        queue: state.queue.filter((queued) => queued.localId !== localId),
        files: [...state.files.filter((listed) => listed.linkGuid !== entry.linkGuid), entry],
      }));
      this.events.next({ type: 'success', file: entry });
    } catch (error) {
      const message = messageOf(error);
      this.patch(localId, { status: 'failed', error: message });
      this.events.next({ type: 'error', name: item.name, message });
    }
  }

  private patch(localId: string, change: Partial<UploadItem>): void {
    this.update((state) => ({ ...state, queue: state.queue.map((item) => (item.localId === localId ? { ...item, ...change } : item)) }));
  }

  private warn(message: string): void {
    this.notifier.notify({ message, level: 'warning', durationMs: WARNING_MS });
  }
}
