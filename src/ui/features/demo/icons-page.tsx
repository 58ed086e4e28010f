import { useId, useState, type ReactNode } from 'react';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import { Notifier } from '../../../ports/browser.port';
import { useService } from '../../di/container-context';
import { sampleTitle } from './demo-samples';
import { DemoLayout } from './demo-layout';
import { demoTexts } from './demo-texts';
import { PRODUCT_ICONS } from './icon-catalogue';

const t = demoTexts.icons;
const TOAST_MS = 2000;

/** /demo/icons: every icon the product uses; a button per icon copies its name (a button takes Enter and Space). */
export default function IconsPage(): ReactNode {
  const notifier = useService(Notifier);
  const [search, setSearch] = useState('');
  const searchId = useId();
  const wanted = search.trim().toLowerCase();
  const shown = PRODUCT_ICONS.filter((icon) => icon.name.toLowerCase().includes(wanted));

  const copy = async (name: string): Promise<void> => {
    try {
      await navigator.clipboard.writeText(name);
      notifier.notify({ message: t.copied, level: 'success', durationMs: TOAST_MS });
    } catch {
      notifier.notify({ message: t.copyFailed, level: 'warning', durationMs: TOAST_MS });
    }
  };

  return (
    <DemoLayout title={sampleTitle('/demo/icons')} hint={t.hint}>
      <div className="demo-row">
        <label htmlFor={searchId}>{t.search}</label>
        <Input id={searchId} value={search} onChange={setSearch} placeholder={t.searchPlaceholder} showClear style={{ width: 280 }} />
        <span role="status">{t.count(shown.length, PRODUCT_ICONS.length)}</span>
      </div>
      {shown.length === 0 ? (
        <div className="demo-sample__state">{t.noMatch}</div>
      ) : (
        <ul className="demo-icons__grid">
          {shown.map(({ name, Icon }) => (
            <li key={name}>
              <button type="button" className="demo-icons__item" onClick={() => void copy(name)}>
                <Icon aria-hidden size="large" />
                <span>{name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </DemoLayout>
  );
}
