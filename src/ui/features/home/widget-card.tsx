import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Skeleton from '@douyinfe/semi-ui-19/lib/es/skeleton';
import type { WidgetState } from '../../../app/dashboard/widget.store';
import type { WidgetId } from '../../../domain/dashboard/dashboard-types';
import { homeTexts as t } from './home-texts';

interface WidgetCardProps<T> {
  /** Marks the card (data-widget) for the bench, which times until no card is busy. */
  readonly widgetId: WidgetId;
  readonly title: string;
  readonly state: WidgetState<T>;
  readonly onRetry: () => void;
  /** The list page 更多 opens, when the widget has one. */
  readonly morePath?: string;
  /** True when the data has nothing to show (暂无数据). */
  readonly isEmpty: (data: T) => boolean;
  readonly emptyHint?: string;
  /** Beside the title (filters, counts). */
  readonly extra?: ReactNode;
  readonly className?: string;
  readonly children: (data: T) => ReactNode;
}

/** One widget: its title, 更多, and its own loading, error (重新加载 retries only it) and empty states. */
export function WidgetCard<T>({ widgetId, title, state, onRetry, morePath, isEmpty, emptyHint, extra, className, children }: WidgetCardProps<T>): ReactNode {
  const headingId = useId();
  const { data, loading, failed, message } = state;
  let body: ReactNode;
  if (failed) {
    body = (
      <div className="home-widget__error" role="alert">
        <span>{message || t.loadFailed(title)}</span>
        <Button size="small" onClick={onRetry}>
          {t.retry}
        </Button>
      </div>
    );
  } else if (data === undefined || (loading && isEmpty(data))) {
    body = (
      <div className="home-widget__loading" role="status" aria-label={t.loading}>
        <Skeleton loading active placeholder={<Skeleton.Paragraph rows={3} />}>
          {null}
        </Skeleton>
      </div>
    );
  } else if (isEmpty(data)) {
    body = (
      <div className="home-widget__empty">
        <p>{t.empty}</p>
        {emptyHint === undefined ? null : <p className="home-widget__hint">{emptyHint}</p>}
      </div>
    );
  } else {
    body = children(data);
  }
  return (
    <section className={`home-widget${className === undefined ? '' : ` ${className}`}`} aria-labelledby={headingId} data-widget={widgetId} aria-busy={loading || (data === undefined && !failed)}>
      <header className="home-widget__header">
        <h2 id={headingId} className="home-widget__title">
          {title}
        </h2>
        {extra}
        {morePath === undefined ? null : (
          <Link className="home-widget__more" to={morePath} aria-label={t.moreOf(title)}>
            {t.more}
          </Link>
        )}
      </header>
      <div className="home-widget__body">{body}</div>
    </section>
  );
}
