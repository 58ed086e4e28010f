import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import Tag from '@douyinfe/semi-ui-19/lib/es/tag';
import { NoticeDetailsStore } from '../../../../app/notice/notice-details.store';
import type { WidgetStore } from '../../../../app/dashboard/widget.store';
import { NewsWidgetStore, NoticeWidgetStore } from '../../../../app/dashboard/widget-stores';
import type { NoticeRow } from '../../../../domain/notice/notice-types';
import { noticeDetailsPath } from '../../../../domain/search/sources';
import type { ServiceIdentifier } from 'inversify';
import { useService } from '../../../di/container-context';
import { homeTexts as t } from '../home-texts';
import { useWidget } from '../use-widget';
import { WidgetCard } from '../widget-card';

const NOTICE_LIST_PATH = '/notice/list';

function NoticeRows({ widgetId, storeId, title }: { widgetId: 'notice' | 'news'; storeId: ServiceIdentifier<WidgetStore<NoticeRow[]>>; title: string }): ReactNode {
  const store = useService(storeId);
  const details = useService(NoticeDetailsStore);
  const location = useLocation();
  const state = useWidget(store);
  // 返回 on the details page comes back here, as from the 通知公告 list.
  const remember = (): void => details.rememberBackPath(`${location.pathname}${location.search}`);
  return (
    <WidgetCard widgetId={widgetId} title={title} state={state} onRetry={() => void store.load()} morePath={NOTICE_LIST_PATH} isEmpty={(rows) => rows.length === 0}>
      {(rows) => (
        <ul className="home-list">
          {rows.map((row) => (
            <li key={row.id} className={`home-list__row${row.read ? '' : ' home-list__row--unread'}`}>
              {row.pinned ? (
                <Tag size="small" color="red" className="home-list__tag">
                  {t.pinned}
                </Tag>
              ) : null}
              {row.read ? null : (
                <Tag size="small" color="blue" className="home-list__tag">
                  {t.unread}
                </Tag>
              )}
              <Link className="home-list__title" to={noticeDetailsPath(row.id)} onClick={remember} aria-label={t.openNotice(row.title, row.read)}>
                {row.title}
              </Link>
              <span className="home-list__date">{row.publishedAt.slice(0, 10)}</span>
            </li>
          ))}
        </ul>
      )}
    </WidgetCard>
  );
}

/** 通知公告: the latest 通知 and 公告 with unread marks. */
export function NoticeWidget(): ReactNode {
  return <NoticeRows widgetId="notice" storeId={NoticeWidgetStore} title={t.widgetTitles.notice} />;
}

/** 工作动态: the latest news with unread marks. */
export function NewsWidget(): ReactNode {
  return <NoticeRows widgetId="news" storeId={NewsWidgetStore} title={t.widgetTitles.news} />;
}
