import { useId, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import Select from '@douyinfe/semi-ui-19/lib/es/select';
import { FilesPanel } from './files-panel';
import { filesTexts } from './files-texts';
import './files-panel.css';

const t = filesTexts.demo;
const LIMIT = 3;
/** A record with no seeded files, so the limit of three can be tried from empty. */
const EMPTY_DEMO_KEY = 'FJ-DEMO-UPLOAD';

/** The body of 上传示例 (SPEC section 2, demo module): the files panel on a demo record, with a limit of three files. */
export function FilesDemo(): ReactNode {
  const [query] = useSearchParams();
  const asked = query.get('filesKey') ?? '';
  // The keys come from the address, not from the demo seed: the server decides what a key holds
  // and who may see it, so this page works the same against any backend.
  const keys = asked === '' || asked === EMPTY_DEMO_KEY ? [EMPTY_DEMO_KEY] : [EMPTY_DEMO_KEY, asked];
  const [filesKey, setFilesKey] = useState(asked === '' ? EMPTY_DEMO_KEY : asked);
  const [events, setEvents] = useState<readonly string[]>([]);
  const keyLabel = useId();
  const log = (line: string): void => setEvents((previous) => [line, ...previous].slice(0, 5));
  return (
    <div className="files-demo">
      {/* A label element cannot name Semi's Select (a div combobox), so the text names it by id. */}
      <div className="files-demo__key">
        <span id={keyLabel}>{t.keyLabel}</span>
        <Select aria-labelledby={keyLabel} value={filesKey} onChange={(value) => setFilesKey(String(value))} optionList={keys.map((key) => ({ value: key, label: key }))} style={{ width: 200 }} />
      </div>
      <FilesPanel
        key={filesKey}
        filesKey={filesKey}
        limit={LIMIT}
        onSuccess={(file) => log(t.uploaded(file.fileName))}
        onRemove={(file) => log(t.removed(file.fileName))}
        onError={(name, message) => log(t.uploadFailed(name, message))}
      />
      <ul className="files-demo__events" aria-label={t.events}>
        {events.map((line, i) => (
          <li key={`${i}-${line}`}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
