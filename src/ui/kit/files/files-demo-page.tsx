import { useId, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import Select from '@douyinfe/semi-ui-19/lib/es/select';
import { FilesPanel } from './files-panel';
import './files-panel.css';

const LIMIT = 3;
/** A record with no seeded files, so the limit of three can be tried from empty. */
const EMPTY_DEMO_KEY = 'FJ-DEMO-UPLOAD';

/** 上传示例 (SPEC section 2, demo module): the files panel on a demo record, with a limit of three files. */
export default function FilesDemoPage(): ReactNode {
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
      <h2 className="files-demo__title">上传示例</h2>
      {/* A label element cannot name Semi's Select (a div combobox), so the text names it by id. */}
      <div className="files-demo__key">
        <span id={keyLabel}>附件编号：</span>
        <Select aria-labelledby={keyLabel} value={filesKey} onChange={(value) => setFilesKey(String(value))} optionList={keys.map((key) => ({ value: key, label: key }))} style={{ width: 200 }} />
      </div>
      <FilesPanel
        key={filesKey}
        filesKey={filesKey}
        limit={LIMIT}
        onSuccess={(file) => log(`上传成功：${file.fileName}`)}
        onRemove={(file) => log(`已移除：${file.fileName}`)}
        onError={(name, message) => log(`上传失败：${name}（${message}）`)}
      />
      <ul className="files-demo__events" aria-label="事件记录">
        {events.map((line, i) => (
          <li key={`${i}-${line}`}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
