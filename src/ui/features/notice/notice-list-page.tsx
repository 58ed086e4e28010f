import { useEffect, useId, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import Banner from '@douyinfe/semi-ui-19/lib/es/banner';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Empty from '@douyinfe/semi-ui-19/lib/es/empty';
import Radio from '@douyinfe/semi-ui-19/lib/es/radio';
import RadioGroup from '@douyinfe/semi-ui-19/lib/es/radio/radioGroup';
import Spin from '@douyinfe/semi-ui-19/lib/es/spin';
import Tag from '@douyinfe/semi-ui-19/lib/es/tag';
import IconPaperclip from '@douyinfe/semi-icons/lib/es/icons/IconPaperclip';
import IllustrationNoContent from '@douyinfe/semi-illustrations/lib/es/illustrations/IllustrationNoContent';
import { NoticeDetailsStore } from '../../../app/notice/notice-details.store';
import { NoticeListStore } from '../../../app/notice/notice-list.store';
import { NOTICE_CATEGORIES, noticeCategoryLabels } from '../../../domain/notice/notice-messages';
import type { NoticeCategory } from '../../../domain/notice/notice-types';
import { noticeDetailsPath } from '../../../domain/search/sources';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { ListPager } from '../../kit/list-pager';
import { SemiLocale } from '../../kit/semi-locale';
import { noticeTexts as t } from './notice-texts';
import './notice.css';

const ALL = 'all';
const categoryOf = (value: unknown): NoticeCategory | undefined => NOTICE_CATEGORIES.find((c) => c === value);

/** 通知公告 (menu component notice/list/index): pinned first then newest, of one category or all, each unread one marked 未读, each opening its details. */
export default function NoticeListPage(): ReactNode {
  const store = useService(NoticeListStore);
  const details = useService(NoticeDetailsStore);
  const { category, page, pageIndex, pageSize, loading, error } = useStore(store);
  const location = useLocation();
  const headingId = useId();
  const filterId = useId();

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
        <div className="notice-list__filter">
          <span id={filterId}>{t.categoryFilter}</span>
          <RadioGroup
            type="button"
            aria-labelledby={filterId}
            value={category ?? ALL}
            onChange={(event) => void store.filter(categoryOf(event.target.value))}
          >
            <Radio value={ALL}>{t.all}</Radio>
            {NOTICE_CATEGORIES.map((value) => (
              <Radio key={value} value={value}>
                {noticeCategoryLabels[value]}
              </Radio>
            ))}
          </RadioGroup>
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
                  {row.pinned ? (
                    <Tag className="notice-tag notice-tag--pinned" size="small">
                      {t.pinned}
                    </Tag>
                  ) : null}
                  <Tag className={`notice-tag notice-tag--${row.category}`} size="small">
                    {row.categoryLabel}
                  </Tag>
                  <Link className="notice-list__title" to={noticeDetailsPath(row.id)} onClick={remember} aria-label={t.openNotice(row.title, row.read)}>
                    {row.title}
                  </Link>
                  {row.read ? null : (
                    <Tag className="notice-tag notice-tag--unread" size="small">
                      {t.unread}
                    </Tag>
                  )}
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
