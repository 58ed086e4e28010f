import { lazy, Suspense, type ReactNode } from 'react';
import Spin from '@douyinfe/semi-ui-19/lib/es/spin';
import { parseEndpointKey } from '../../../ports/api/endpoints';
import { sampleTitle } from './demo-samples';
import { DemoLayout } from './demo-layout';
import { demoTexts } from './demo-texts';

// pdf.js is fetched with the viewer, not with the demo area.
const PdfViewer = lazy(() => import('../../kit/pdf-viewer/pdf-viewer'));
const MANUAL_URL = parseEndpointKey('GET /api/user/public/manual.pdf').path;
const t = demoTexts.pdf;

/** /demo/pdf: the product's PDF viewer on the user manual the server serves (its own loading and error states). */
export default function PdfPage(): ReactNode {
  return (
    <DemoLayout title={sampleTitle('/demo/pdf')} hint={t.hint}>
      <Suspense
        fallback={
          <div role="status" className="demo-sample__state">
            <Spin /> {t.loadingViewer}
          </div>
        }
      >
        <PdfViewer url={MANUAL_URL} title={t.title} downloadName={t.downloadName} />
      </Suspense>
    </DemoLayout>
  );
}
