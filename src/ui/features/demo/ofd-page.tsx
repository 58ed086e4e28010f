import type { ReactNode } from 'react';
import { SANDBOX_KEY_PREFIX } from '../../../domain/files/file-jurisdiction';
import { FilesPanel } from '../../kit/files/files-panel';
import { sampleTitle } from './demo-samples';
import { DemoLayout } from './demo-layout';
import { demoTexts } from './demo-texts';

const t = demoTexts.ofd;

/** /demo/ofd: why OFD is not previewed in the browser, and the files panel to hand OFD files over as downloads instead. */
export default function OfdPage(): ReactNode {
  return (
    <DemoLayout title={sampleTitle('/demo/ofd')}>
      <div role="note" className="demo-panel">
        <h3>{t.title}</h3>
        <p>{t.intro}</p>
        <ul className="demo-ofd__reasons">
          {t.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
        <p>{t.instead}</p>
        <FilesPanel filesKey={`${SANDBOX_KEY_PREFIX}OFD`} />
      </div>
    </DemoLayout>
  );
}
