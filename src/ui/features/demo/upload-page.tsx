import type { ReactNode } from 'react';
import { FilesDemo } from '../../kit/files/files-demo';
import { sampleTitle } from './demo-samples';
import { DemoLayout } from './demo-layout';
import { demoTexts } from './demo-texts';

/** /demo/upload: the files panel in the gallery's frame, like every other sample. */
export default function UploadPage(): ReactNode {
  return (
    <DemoLayout title={sampleTitle('/demo/upload')} hint={demoTexts.upload.hint}>
      <FilesDemo />
    </DemoLayout>
  );
}
