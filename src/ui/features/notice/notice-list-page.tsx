import { useEffect, useId, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import Banner from '@douyinfe/semi-ui-19/lib/es/banner';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Empty from '@douyinfe/semi-ui-19/lib/es/empty';
import Spin from '@douyinfe/semi-ui-19/lib/es/spin';
import IconPaperclip from '@douyinfe/semi-icons/lib/es/icons/IconPaperclip';
import IllustrationNoContent from '@douyinfe/semi-illustrations/lib/es/illustrations/IllustrationNoContent';
import { NoticeDetailsStore } from '../../../app/notice/notice-details.store';
import { NoticeListStore } from '../../../app/notice/notice-list.store';
import { noticeDetailsPath } from '../../../domain/search/sources';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { ListPager } from '../../kit/list-pager';
import { SemiLocale } from '../../kit/semi-locale';
import { noticeTexts as t } from './notice-texts';
import './notice.css';

/** 通知公告 (menu component notice/list/index): newest first, a dot on each unread one, each opening its details. */
export default function NoticeListPage(): ReactNode {
  const store = useService(NoticeListStore);
  const details = useService(NoticeDetailsStore);
  const { page, pageIndex, pageSize, loading, error } = useStore(store);
  const location = useLocation();
  const headingId = useId();

  useEffect(() => {
    void store.load();
  }, [store]);

  const remember = (): void => details.rememberBackPath(`${location.pathname}${location.search}`);

  return (
    <SemiLocale>
      <section className="notice-page" aria-labelledby={headingId}>
        <div className="notice-list__header">
          <h1 id={headingId} className="notice-list__heading">
            {t.listTitle}
          </h1>
          {page === undefined ? null : <span className="notice-list__summary">{t.unreadSummary(page.unread, page.total)}</span>}
        </div>
        {error ? (
          <Banner
            className="notice-list__error"
            type="danger"
            closeIcon={null}
            description={
              <span className="notice-page__error" role="alert">
                {t.listFailed}
                <Button size="small" onClick={() => void store.load()}>
                  {t.retry}
                </Button>
              </span>
            }
          />
        ) : null}
        <Spin spinning={loading} tip={t.loading}>
          {page !== undefined && page.rows.length > 0 ? (
            <ul className="notice-list">
              {page.rows.map((row) => (
                <li key={row.id} className={`notice-list__item${row.read ? '' : ' notice-list__item--unread'}`}>
                  <span className={row.read ? 'notice-list__dot notice-list__dot--read' : 'notice-list__dot'} aria-hidden />
                  <Link className="notice-list__title" to={noticeDetailsPath(row.id)} onClick={remember} aria-label={t.openNotice(row.title, row.read)}>
                    {row.title}
                  </Link>
                  {row.attachmentCount > 0 ? (
                    <span className="notice-list__attachments" title={t.attachmentCount(row.attachmentCount)}>
                      <IconPaperclip aria-hidden /> {row.attachmentCount}
                    </span>
                  ) : null}
                  <span className="notice-list__publisher">{row.publisherUnit}</span>
                  <span className="notice-list__date">{row.publishedAt}</span>
                </li>
              ))}
            </ul>
          ) : page === undefined && !error ? (
            <div className="notice-page__placeholder" aria-busy="true" />
          ) : (
            <Empty className="notice-page__empty" image={<IllustrationNoContent style={{ width: 120, height: 120 }} />} description={t.empty} />
          )}
        </Spin>
        {page !== undefined && page.total > 0 ? (
          <ListPager showTotal={false} total={page.total} pageIndex={pageIndex} pageSize={pageSize} onPage={(index) => void store.goTo(index)} onResize={(size) => void store.resize(size)} />
        ) : null}
      </section>
    </SemiLocale>
  );
}
