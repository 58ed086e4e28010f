import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import Select from '@douyinfe/semi-ui-19/lib/es/select';
import { DEMO_FILE_KEYS } from '../../../domain/files/demo-files';
import { FilesPanel } from './files-panel';
import './files-panel.css';

const LIMIT = 3;
/** A record with no seeded files, so the limit of three can be tried from empty. */
const EMPTY_DEMO_KEY = 'FJ-DEMO-UPLOAD';
const KEYS = [EMPTY_DEMO_KEY, ...DEMO_FILE_KEYS];

/** 上传示例 (SPEC section 2, demo module): the files panel on a demo record, with a limit of three files. */
export default function FilesDemoPage(): ReactNode {
  const [query] = useSearchParams();
  const asked = query.get('filesKey') ?? '';
  const [filesKey, setFilesKey] = useState(KEYS.includes(asked) ? asked : EMPTY_DEMO_KEY);
  const [events, setEvents] = useState<readonly string[]>([]);
  const log = (line: string): void => setEvents((previous) => [line, ...previous].slice(0, 5));
  return (
    <div className="files-demo">
      <h2 className="files-demo__title">上传示例</h2>
      <label className="files-demo__key">
        附件编号：
        <Select value={filesKey} onChange={(value) => setFilesKey(String(value))} optionList={KEYS.map((key) => ({ value: key, label: key }))} style={{ width: 200 }} />
      </label>
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
