import type { ReactNode } from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import { formatFileSize } from '../../../domain/files/file-size';
import { formatDateTime } from '../../../domain/format/date';
import type { FileEntry } from '../../../ports/api/files.dto';
import { FileTypeIcon } from './file-type-icon';
import { filesTexts as t } from './files-texts';

interface FileListProps {
  readonly files: readonly FileEntry[];
  readonly readOnly: boolean;
  readonly onPreview: (file: FileEntry) => void;
  readonly onDownload: (file: FileEntry) => void;
  readonly onRemove: (file: FileEntry) => void;
}

/** A record's files: type icon, name, human size, uploader and date, with preview, download and delete. */
export function FileList({ files, readOnly, onPreview, onDownload, onRemove }: FileListProps): ReactNode {
  if (files.length === 0) return <div className="files-list__empty">{t.empty}</div>;
  return (
    <table className="files-list" aria-label={t.listLabel}>
      <thead>
        <tr>
          <th scope="col">{t.name}</th>
          <th scope="col">{t.size}</th>
          <th scope="col">{t.uploader}</th>
          <th scope="col">{t.uploadTime}</th>
          <th scope="col">{t.actions}</th>
        </tr>
      </thead>
      <tbody>
        {files.map((file) => (
          <tr key={file.linkGuid} data-testid="files-row">
            <td>
              <div className="files-list__name">
                <FileTypeIcon fileName={file.fileName} />
                <span>{file.fileName}</span>
              </div>
            </td>
            <td>{formatFileSize(file.fileSize)}</td>
            <td>{file.uploaderName}</td>
            <td>{formatDateTime(file.uploadTime)}</td>
            <td className="files-list__actions">
              <Button size="small" theme="borderless" aria-label={`${t.preview} ${file.fileName}`} onClick={() => onPreview(file)}>
                {t.preview}
              </Button>
              <Button size="small" theme="borderless" aria-label={`${t.download} ${file.fileName}`} onClick={() => onDownload(file)}>
                {t.download}
              </Button>
              {readOnly ? null : (
                <Button size="small" theme="borderless" type="danger" aria-label={`${t.remove} ${file.fileName}`} onClick={() => onRemove(file)}>
                  {t.remove}
                </Button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
