import { useState, type ReactNode } from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import IconPlus from '@douyinfe/semi-icons/lib/es/icons/IconPlus';
import IconSearch from '@douyinfe/semi-icons/lib/es/icons/IconSearch';
import IconUpload from '@douyinfe/semi-icons/lib/es/icons/IconUpload';
import { sampleTitle } from './demo-samples';
import { DemoLayout } from './demo-layout';
import { demoTexts } from './demo-texts';

const t = demoTexts.buttons;
const TYPES = ['primary', 'secondary', 'tertiary', 'warning', 'danger'] as const;
const LOADING_MS = 1000;

/** /demo/buttons: the product's button styles (Semi themes and types), sizes and states. */
export default function ButtonsPage(): ReactNode {
  const [loading, setLoading] = useState(false);
  const load = (): void => {
    setLoading(true);
    window.setTimeout(() => setLoading(false), LOADING_MS);
  };
  return (
    <DemoLayout title={sampleTitle('/demo/buttons')} hint={demoTexts.buttons.hint}>
      <h3>{t.themes}</h3>
      {(['solid', 'light', 'borderless'] as const).map((theme) => (
        <div key={theme} className="demo-row">
          {TYPES.map((type) => (
            <Button key={type} theme={theme} type={type}>
              {t.labels[type]}
            </Button>
          ))}
        </div>
      ))}
      <h3>{t.states}</h3>
      <div className="demo-row">
        <Button theme="solid" disabled>
          {t.disabled}
        </Button>
        <Button theme="solid" loading>
          {t.loading}
        </Button>
        <Button theme="solid" loading={loading} onClick={load}>
          {t.clickToLoad}
        </Button>
        <Button icon={<IconPlus aria-hidden />}>{t.withIcon}</Button>
        <Button icon={<IconSearch aria-hidden />} aria-label={t.search} />
        <Button theme="light" icon={<IconUpload aria-hidden />}>
          {t.upload}
        </Button>
      </div>
      <h3>{t.sizes}</h3>
      <div className="demo-row">
        <Button size="small">{t.small}</Button>
        <Button>{t.default}</Button>
        <Button size="large">{t.large}</Button>
      </div>
    </DemoLayout>
  );
}
