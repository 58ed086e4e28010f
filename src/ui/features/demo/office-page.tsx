import { useCallback, useState, type ReactNode } from 'react';
import { ProfileApi } from '../../../ports/profile.port';
import { useService } from '../../di/container-context';
import { AttendeeSelect } from '../meeting/attendee-select';
import { sampleTitle } from './demo-samples';
import { DemoLayout, loadStateView } from './demo-layout';
import { demoTexts } from './demo-texts';
import { useLoaded } from './use-loaded';

const t = demoTexts.office;

/** /demo/office: the office layer's shared people picker on the server's people tree. */
export default function OfficePage(): ReactNode {
  const api = useService(ProfileApi);
  const { loaded, retry } = useLoaded(useCallback(() => api.userTree(), [api]));
  const [chosen, setChosen] = useState<string[]>([]);
  const state = loadStateView(loaded, (tree) => tree.length === 0, retry);
  return (
    <DemoLayout title={sampleTitle('/demo/office')} hint={t.hint}>
      {state ??
        (loaded.status === 'ready' ? (
          <div className="demo-panel" style={{ maxWidth: 480 }}>
            <AttendeeSelect options={loaded.value} value={chosen} onChange={setChosen} label={t.pickerLabel} placeholder={t.placeholder} searchPlaceholder={t.search} invalid={false} />
            <p role="status">{t.chosen(chosen.length)}</p>
          </div>
        ) : null)}
    </DemoLayout>
  );
}
