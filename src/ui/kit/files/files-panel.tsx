import { useEffect, useState, type ReactNode } from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Spin from '@douyinfe/semi-ui-19/lib/es/spin';
import { FilesStore } from '../../../app/files/files.store';
import type { FileEvent } from '../../../app/files/record-files.store';
import { fileMessages as m } from '../../../domain/files/file-messages';
import { formatFileSize } from '../../../domain/files/file-size';
import { FILE_MAX_BYTES } from '../../../domain/files/upload-rules';
import type { FileEntry } from '../../../ports/api/files.dto';
import { Notifier } from '../../../ports/browser.port';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { Dialog } from '../dialog';
import { DialogFooter } from '../dialog-footer';
import { FileList } from './file-list';
import { FilePreviewDialog, type OpenPreview } from './file-preview-dialog';
import { filesTexts as t } from './files-texts';
import { saveBlob } from './save-blob';
import { UploadQueue } from './upload-queue';
import { UploadZone } from './upload-zone';
import './files-panel.css';

export interface FilesPanelProps {
  /** The record's files key (keyNumGather). */
  readonly filesKey: string;
  /** Lists, previews and downloads only: no upload area, no delete. */
  readonly readOnly?: boolean;
  /** The file-count limit (listed plus chosen); none when absent. */
  readonly limit?: number;
  /** One file's size limit; defaults to the server's. */
  readonly maxBytes?: number;
  /** The caller's own check after 确定移除…？ was confirmed; false keeps the file. */
  readonly beforeRemove?: (file: FileEntry) => boolean | Promise<boolean>;
  readonly onSuccess?: (file: FileEntry) => void;
  readonly onRemove?: (file: FileEntry) => void;
  readonly onError?: (name: string, message: string) => void;
  /** Opens a file's preview elsewhere (a page of its own) and returns true; false keeps the dialog. */
  readonly onPreview?: (file: FileEntry) => boolean;
}

const WARNING_MS = 3000;

/** A record's attachments (SPEC sections 3–5): upload with drag and drop, list, preview, download, remove. */
export function FilesPanel({ filesKey, readOnly = false, limit, maxBytes = FILE_MAX_BYTES, beforeRemove, onSuccess, onRemove, onError, onPreview }: FilesPanelProps): ReactNode {
  const store = useService(FilesStore).forRecord(filesKey);
  const notifier = useService(Notifier);
  const state = useStore(store);
  const [preview, setPreview] = useState<OpenPreview | undefined>(undefined);
  const [removing, setRemoving] = useState<FileEntry | undefined>(undefined);
  const [removeBusy, setRemoveBusy] = useState(false);

  useEffect(() => {
    void store.load();
  }, [store]);

  useEffect(() => {
    const subscription = store.events$.subscribe((event: FileEvent) => {
      if (event.type === 'success') onSuccess?.(event.file);
      else if (event.type === 'remove') onRemove?.(event.file);
      else onError?.(event.name, event.message);
    });
    return () => subscription.unsubscribe();
  }, [store, onSuccess, onRemove, onError]);

  const warn = (message: string): void => notifier.notify({ message, level: 'warning', durationMs: WARNING_MS });

  const openPreview = async (file: FileEntry): Promise<void> => {
    if (onPreview?.(file) === true) return;
    setPreview({ fileName: file.fileName, content: undefined });
    try {
      const content = await store.preview(file.linkGuid, file.fileName);
      if (content.kind === 'refused') {
        setPreview(undefined);
        warn(content.message);
      } else {
        setPreview((open) => (open?.fileName === file.fileName ? { fileName: file.fileName, content } : open));
      }
    } catch {
      // The adapter has shown why.
      setPreview(undefined);
    }
  };

  const download = async (file: FileEntry): Promise<void> => {
    try {
      const saved = await store.download(file);
      saveBlob(saved.blob, saved.fileName);
    } catch {
      // The adapter has shown why.
    }
  };

  const confirmRemove = async (): Promise<void> => {
    if (removing === undefined) return;
    setRemoveBusy(true);
    try {
      if (beforeRemove === undefined || (await beforeRemove(removing))) await store.remove(removing);
    } finally {
      setRemoveBusy(false);
      setRemoving(undefined);
    }
  };

  return (
    <section className="files-panel" aria-label={t.title}>
      {readOnly ? null : (
        <UploadZone hint={t.limitHint(limit, formatFileSize(maxBytes))} onFiles={(files) => void store.choose(files, { limit, maxBytes })} />
      )}
      <UploadQueue queue={state.queue} onRetry={(id) => void store.retry(id)} onDismiss={(id) => store.dismiss(id)} />
      {state.loading && state.files.length === 0 ? (
        <div role="status" className="files-panel__status">
          <Spin /> {t.loading}
        </div>
      ) : state.loadFailed ? (
        <div className="files-panel__status">
          {t.loadFailed}
          <Button theme="borderless" onClick={() => void store.load()}>
            {t.reload}
          </Button>
        </div>
      ) : (
        <FileList files={state.files} readOnly={readOnly} onPreview={(file) => void openPreview(file)} onDownload={(file) => void download(file)} onRemove={setRemoving} />
      )}
      <FilePreviewDialog preview={preview} onClose={() => setPreview(undefined)} />
      <Dialog
        title={t.removeTitle}
        visible={removing !== undefined}
        width={420}
        onCancel={() => setRemoving(undefined)}
        footer={<DialogFooter okText={t.confirm} cancelText={t.cancel} loading={removeBusy} onOk={() => void confirmRemove()} onCancel={() => setRemoving(undefined)} />}
      >
        {removing === undefined ? null : m.confirmRemove(removing.fileName)}
      </Dialog>
    </section>
  );
}
