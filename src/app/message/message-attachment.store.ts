import { inject, injectable, optional } from 'inversify';
import { planPreview } from '../../domain/files/preview-kind';
import type { FileEntry } from '../../ports/api/files.dto';
import { MessageApi } from '../../ports/message.port';
import { FilesStore } from '../files/files.store';
import { MenuCountsStore } from '../menu/menu-counts.store';
import { isRefusal, messageOf } from '../shared/failure-reading';
import { Store } from '../shared/store';

export const ATTACHMENT_NOT_FOUND = '附件不存在，或您无权查看';
export const ATTACHMENT_LOAD_FAILED = '附件加载失败';
export const ATTACHMENT_NOT_PDF = '该附件不是 PDF 文件，请回到消息中下载后查看';

/** What the 附件预览 page (pdfread) shows. */
export type AttachmentState =
  | { readonly status: 'loading' }
  /** The message or the file is not the caller's to see (or does not exist): a 404 page. */
  | { readonly status: 'refused'; readonly message: string }
  | { readonly status: 'error'; readonly message: string }
  | { readonly status: 'ready'; readonly messageId: string; readonly subject: string; readonly fileName: string; readonly pdf: Blob | undefined };

const loading: AttachmentState = { status: 'loading' };

/**
 * One attachment of a 秘书 message, previewed full-page. The message decides who may see it (its
 * sender and recipients; everyone else gets the message call's 404), then the file must be one of
 * its attachments (or of the message it forwarded), whose own rules the files call applies again.
 */
@injectable()
export class MessageAttachmentStore extends Store<AttachmentState> {
  private generation = 0;

  constructor(
    @inject(MessageApi) private readonly messages: MessageApi,
    @inject(FilesStore) private readonly files: FilesStore,
    @inject(MenuCountsStore) @optional() private readonly counts?: MenuCountsStore,
  ) {
    super(loading);
  }

  /** Never rejects. */
  async open(messageId: string, fileId: string): Promise<void> {
    const generation = ++this.generation;
    const live = (): boolean => generation === this.generation;
    this.set(loading);
    try {
      const detail = await this.messages.open(messageId);
      void this.counts?.load();
      const keys = [detail.filesKey, ...(detail.forwardFilesKey === undefined ? [] : [detail.forwardFilesKey])];
      const found = await this.find(keys, fileId);
      if (!live()) return;
      if (found === 'failed') return this.set({ status: 'error', message: ATTACHMENT_LOAD_FAILED });
      if (found === undefined) return this.set({ status: 'refused', message: ATTACHMENT_NOT_FOUND });
      const shown = { status: 'ready', messageId: detail.id, subject: detail.subject, fileName: found.file.fileName } as const;
      if (planPreview(found.file.linkGuid, found.file.fileName).kind !== 'pdf') return this.set({ ...shown, pdf: undefined });
      const content = await this.files.forRecord(found.key).preview(found.file.linkGuid, found.file.fileName);
      if (!live()) return;
      if (content.kind === 'refused') return this.set({ status: 'refused', message: content.message });
      this.set({ ...shown, pdf: content.kind === 'pdf' ? content.blob : undefined });
    } catch (error) {
      if (!live()) return;
      const message = messageOf(error, ATTACHMENT_LOAD_FAILED);
      this.set(isRefusal(error) ? { status: 'refused', message } : { status: 'error', message });
    }
  }

  /** The file among the message's attachment lists, 'failed' when a list could not be read. */
  private async find(keys: readonly string[], fileId: string): Promise<{ key: string; file: FileEntry } | 'failed' | undefined> {
    for (const key of keys) {
      const record = this.files.forRecord(key);
      await record.load();
      const { files, loadFailed } = record.getValue();
      if (loadFailed) return 'failed';
      const file = files.find((entry) => entry.linkGuid === fileId);
      if (file !== undefined) return { key, file };
    }
    return undefined;
  }
}
