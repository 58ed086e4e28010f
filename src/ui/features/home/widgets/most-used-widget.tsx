import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { MostUsedStore } from '../../../../app/dashboard/widget-stores';
import { useService } from '../../../di/container-context';
import { homeTexts as t } from '../home-texts';
import { useWidget } from '../use-widget';
import { WidgetCard } from '../widget-card';

/** 常用功能: the menu pages this user opens most, with how often. */
export function MostUsedWidget(): ReactNode {
  const store = useService(MostUsedStore);
  const state = useWidget(store);
  return (
    <WidgetCard widgetId="most-used" title={t.widgetTitles['most-used']} state={state} onRetry={() => void store.load()} isEmpty={(pages) => pages.length === 0} emptyHint={t.mostUsedHint}>
      {(pages) => (
        <ul className="home-most-used">
          {pages.map((page) => (
            <li key={page.path}>
              <Link to={page.path}>{page.title}</Link>
              <span className="home-most-used__count">{t.visits(page.count)}</span>
            </li>
          ))}
        </ul>
      )}
    </WidgetCard>
  );
}
