import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import Tag from '@douyinfe/semi-ui-19/lib/es/tag';
import { SuperviseWidgetStore } from '../../../../app/dashboard/widget-stores';
import { useService } from '../../../di/container-context';
import { homeTexts as t } from '../home-texts';
import { useWidget } from '../use-widget';
import { WidgetCard } from '../widget-card';

/** 督办: supervisions I set or must answer; overdue ones in red and marked 已逾期 in words. */
export function SuperviseWidget(): ReactNode {
  const store = useService(SuperviseWidgetStore);
  const state = useWidget(store);
  return (
    <WidgetCard widgetId="supervise" title={t.widgetTitles.supervise} state={state} onRetry={() => void store.load()} morePath="/process/supervise" isEmpty={(rows) => rows.length === 0}>
      {(rows) => (
        <ul className="home-list">
          {rows.map((item) => (
            <li key={item.id} className={`home-list__row${item.overdue ? ' home-list__row--overdue' : ''}`}>
              <Tag size="small" color={item.role === 'set' ? 'indigo' : 'amber'} className="home-list__tag">
                {item.roleLabel}
              </Tag>
              <Link className="home-list__title" to={item.url}>
                {item.title}
              </Link>
              <span className="home-list__date">
                {t.deadline(item.deadline)}
                {item.overdue ? <span className="home-list__overdue">{t.overdue}</span> : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </WidgetCard>
  );
}
