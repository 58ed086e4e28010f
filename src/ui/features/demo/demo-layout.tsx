import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Spin from '@douyinfe/semi-ui-19/lib/es/spin';
import { demoTexts as t } from './demo-texts';
import './demo.css';

/** A sample's frame: its title, what it shows, and the way back to the gallery. */
export function DemoLayout({ title, hint, children }: { title: string; hint?: string; children: ReactNode }): ReactNode {
  return (
    <section className="demo-sample" aria-label={title}>
      <header className="demo-sample__header">
        <h2 className="demo-sample__title">{title}</h2>
        <Link className="demo-sample__back" to="/demo">
          {t.back}
        </Link>
      </header>
      {hint === undefined ? null : <p className="demo-sample__hint">{hint}</p>}
      {children}
    </section>
  );
}

/** A load's state: 正在加载…, the failure with 重试, or 暂无数据 when it loaded nothing. */
export type Loaded<T> = { readonly status: 'loading' } | { readonly status: 'failed' } | { readonly status: 'ready'; readonly value: T };

/** What a sample shows instead of its data while it loads, after a failure, or when there is none; undefined when the data can be shown. */
export function loadStateView<T>(loaded: Loaded<T>, isEmpty: (value: T) => boolean, onRetry: () => void): ReactNode | undefined {
  if (loaded.status === 'loading') {
    return (
      <div role="status" className="demo-sample__state">
        <Spin /> {t.loading}
      </div>
    );
  }
  if (loaded.status === 'failed') {
    return (
      <div role="alert" className="demo-sample__state">
        {t.loadFailed}
        <Button theme="borderless" onClick={onRetry}>
          {t.retry}
        </Button>
      </div>
    );
  }
  if (isEmpty(loaded.value)) return <div className="demo-sample__state">{t.empty}</div>;
  return undefined;
}
