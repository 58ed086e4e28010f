import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import { BoxCountsStore } from '../../../../app/dashboard/widget-stores';
import { useService } from '../../../di/container-context';
import { homeTexts as t } from '../home-texts';
import { useWidget } from '../use-widget';

const targets = { noticeCount: '/notice/list', todoCount: '/process/todo', backCount: '/recordReport/rollBack' } as const;
const keys = ['noticeCount', 'todoCount', 'backCount'] as const;

/** 未读通知 / 待办 / 退回: the counts the menu badges show, each opening its list. */
export function BoxCounts(): ReactNode {
  const store = useService(BoxCountsStore);
  const { data, failed } = useWidget(store);
  if (failed) {
    return (
      <div className="home-counts home-counts--failed" role="alert">
        {t.countsFailed}
        <Button size="small" onClick={() => void store.load()}>
          {t.retry}
        </Button>
      </div>
    );
  }
  return (
    <ul className="home-counts" aria-label={t.countsLabel} aria-busy={data === undefined}>
      {keys.map((key) => (
        <li key={key}>
          <Link to={targets[key]} className="home-counts__item">
            {/* Read as 「待办 9」; the number is shown first by CSS order. */}
            <span className="home-counts__label">{t.counts[key]}</span>{' '}
            <span className="home-counts__value">{data?.[key] ?? '–'}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
