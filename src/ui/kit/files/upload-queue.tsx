import type { ReactNode } from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Progress from '@douyinfe/semi-ui-19/lib/es/progress';
import type { UploadItem } from '../../../app/files/record-files.store';
import { formatFileSize } from '../../../domain/files/file-size';
import { FileTypeIcon } from './file-type-icon';
import { filesTexts as t } from './files-texts';

/** Each file being sent with its progress; a failed one offers 重试 with the same bytes. */
export function UploadQueue({ queue, onRetry, onDismiss }: { queue: readonly UploadItem[]; onRetry: (localId: string) => void; onDismiss: (localId: string) => void }): ReactNode {
  if (queue.length === 0) return null;
  return (
    <ul className="files-queue" aria-label={t.queueLabel}>
      {queue.map((item) => (
        <li key={item.localId} className={`files-queue__item files-queue__item--${item.status}`} data-testid="files-queue-item">
          <FileTypeIcon fileName={item.name} />
          <div className="files-queue__main">
            <div className="files-queue__name">
              <span>{item.name}</span>
              <span className="files-queue__size">{formatFileSize(item.size)}</span>
            </div>
            <Progress
              percent={item.percent}
              showInfo
              stroke={item.status === 'failed' ? 'var(--semi-color-danger)' : undefined}
              aria-label={t.progressOf(item.name)}
            />
            {item.error === undefined ? null : (
              <div className="files-queue__error" role="alert">
                {item.error}
              </div>
            )}
          </div>
          {item.status === 'failed' ? (
            <div className="files-queue__actions">
              <Button size="small" onClick={() => onRetry(item.localId)}>
                {t.retry}
              </Button>
              <Button size="small" type="tertiary" onClick={() => onDismiss(item.localId)}>
                {t.dismiss}
              </Button>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
