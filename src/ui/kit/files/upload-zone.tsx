import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import IconUpload from '@douyinfe/semi-icons/lib/es/icons/IconUpload';
import { filesTexts as t } from './files-texts';

/** Drag and drop plus a multiple-selection file input; hands every choice over as one list. */
export function UploadZone({ hint, onFiles }: { hint: string; onFiles: (files: File[]) => void }): ReactNode {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const onDrop = (event: DragEvent<HTMLDivElement>): void => {
    event.preventDefault();
    setOver(false);
    const files = [...event.dataTransfer.files];
    if (files.length > 0) onFiles(files);
  };

  return (
    <div
      className={over ? 'files-upload files-upload--over' : 'files-upload'}
      data-testid="files-drop-zone"
      onDragEnter={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragOver={(event) => event.preventDefault()}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <IconUpload size="extra-large" className="files-upload__icon" />
      <div>
        {t.dropHint}
        <Button theme="borderless" type="primary" onClick={() => input.current?.click()}>
          {t.choose}
        </Button>
      </div>
      <div className="files-upload__hint">{hint}</div>
      <input
        ref={input}
        className="files-upload__input"
        type="file"
        multiple
        aria-label={t.choose}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Cleared so that choosing the same file again still fires a change.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </div>
  );
}
