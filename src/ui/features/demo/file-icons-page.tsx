import { useId, useState, type ReactNode } from 'react';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import { KNOWN_EXTENSIONS } from '../../../domain/files/file-icon';
import { FileTypeIcon } from '../../kit/files/file-type-icon';
import { sampleTitle } from './demo-samples';
import { DemoLayout } from './demo-layout';
import { demoTexts } from './demo-texts';
import '../../kit/files/files-panel.css';

const t = demoTexts.file;
const SAMPLES = [...KNOWN_EXTENSIONS, 'xyz'].map((extension) => t.sampleName(extension));

/** /demo/file: the file-type icon of SPEC section 3 for every known extension (and an unknown one), by the files kit's rule. */
export default function FileIconsPage(): ReactNode {
  const [name, setName] = useState('');
  const inputId = useId();
  return (
    <DemoLayout title={sampleTitle('/demo/file')} hint={t.hint}>
      <div className="demo-row">
        <label htmlFor={inputId}>{t.tryLabel}</label>
        <Input id={inputId} value={name} onChange={setName} placeholder={t.tryPlaceholder} style={{ width: 240 }} />
        {name.trim() === '' ? null : <FileTypeIcon fileName={name.trim()} />}
      </div>
      <table className="demo-time__table">
        <thead>
          <tr>
            <th scope="col">{t.fileName}</th>
            <th scope="col">{t.kind}</th>
          </tr>
        </thead>
        <tbody>
          {SAMPLES.map((sample) => (
            <tr key={sample}>
              <td>{sample}</td>
              <td>
                <FileTypeIcon fileName={sample} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </DemoLayout>
  );
}
