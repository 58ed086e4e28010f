import { useState, type ReactNode } from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import { FilesStore } from '../../../app/files/files.store';
import { SessionStore } from '../../../app/session/session.store';
import { CHINA_UTC_OFFSET_MINUTES, formatEpoch } from '../../../domain/format/date';
import { FILE_MAX_BYTES } from '../../../domain/files/upload-rules';
import { SANDBOX_KEY_PREFIX } from '../../../domain/files/file-jurisdiction';
import { Clock, Notifier } from '../../../ports/browser.port';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { FilesPanel } from '../../kit/files/files-panel';
import { sampleTitle } from './demo-samples';
import { DemoLayout } from './demo-layout';
import { demoTexts } from './demo-texts';
import { useSignaturePad } from './use-signature-pad';

const t = demoTexts.signature;
const TOAST_MS = 3000;

/** /demo/signature: draw, undo a stroke, clear; 保存签名 uploads the PNG to the user's own sandbox record, listed below. */
export default function SignaturePage(): ReactNode {
  const { user } = useStore(useService(SessionStore));
  const files = useService(FilesStore);
  const notifier = useService(Notifier);
  const clock = useService(Clock);
  const { canvasRef, strokes, undo, clear, toPng } = useSignaturePad();
  const [saving, setSaving] = useState(false);
  const filesKey = `${SANDBOX_KEY_PREFIX}SIGN-${user?.userId ?? ''}`;

  const save = async (): Promise<void> => {
    if (saving) return;
    const png = await toPng();
    if (png === undefined) {
      notifier.notify({ message: t.empty, level: 'warning', durationMs: TOAST_MS });
      return;
    }
    setSaving(true);
    try {
      const stamp = formatEpoch(clock.now(), CHINA_UTC_OFFSET_MINUTES, 'yyyy-MM-dd HH:mm:ss').replace(/[-: ]/g, '');
      await files.forRecord(filesKey).choose([new File([png], t.fileName(stamp), { type: 'image/png' })], { limit: undefined, maxBytes: FILE_MAX_BYTES });
    } finally {
      setSaving(false);
    }
  };

  return (
    <DemoLayout title={sampleTitle('/demo/signature')} hint={t.hint}>
      <canvas ref={canvasRef} className="demo-signature__pad" aria-label={t.padLabel} data-strokes={strokes} />
      <div className="demo-row" style={{ marginTop: 12 }}>
        <Button onClick={undo} disabled={strokes === 0}>
          {t.undo}
        </Button>
        <Button onClick={clear} disabled={strokes === 0}>
          {t.clear}
        </Button>
        <Button theme="solid" loading={saving} onClick={() => void save()}>
          {t.save}
        </Button>
      </div>
      <h3>{t.attachments}</h3>
      <div className="demo-panel">
        <FilesPanel filesKey={filesKey} readOnly onSuccess={() => notifier.notify({ message: t.saved, level: 'success', durationMs: TOAST_MS })} />
      </div>
    </DemoLayout>
  );
}
