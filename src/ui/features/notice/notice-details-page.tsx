import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import Banner from '@douyinfe/semi-ui-19/lib/es/banner';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Empty from '@douyinfe/semi-ui-19/lib/es/empty';
import Spin from '@douyinfe/semi-ui-19/lib/es/spin';
import IconArrowLeft from '@douyinfe/semi-icons/lib/es/icons/IconArrowLeft';
import IllustrationNotFound from '@douyinfe/semi-illustrations/lib/es/illustrations/IllustrationNotFound';
import { NoticeDetailsStore } from '../../../app/notice/notice-details.store';
import { DEFAULT_KEY_TYPE_CODE } from '../../../domain/favourites/bookmarks';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { BookmarkToggle } from '../../kit/bookmark-toggle';
import { openedFromOf } from '../../kit/opened-from';
import { SemiLocale } from '../../kit/semi-locale';
import { NoticeBody } from './notice-body';
import { NoticeReceiptsSection } from './notice-receipts-section';
import { noticeTexts as t } from './notice-texts';
import './notice.css';

// The files component (preview, download) is fetched with the notice, not with the list.
const FilesPanel = lazy(() => import('../../kit/files/files-panel').then((module) => ({ default: module.FilesPanel })));

/** /notice/details?id= (SPEC section 2): one notice (sanitised body, attachments, and for its writers the read receipts), read on opening, with 返回 to the path it was opened from and 收藏. */
export default function NoticeDetailsPage(): ReactNode {
  const store = useService(NoticeDetailsStore);
  const state = useStore(store);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('id') ?? '';
  const from = openedFromOf(useLocation().state);

  // A link that says where it was followed from (我的收藏, the favourites panel) sets where 返回 goes.
  useEffect(() => {
    if (from !== undefined) store.rememberBackPath(from);
  }, [store, from]);

  useEffect(() => {
    void store.open(id);
  }, [store, id]);

  const back = (
    <Button icon={<IconArrowLeft aria-hidden />} onClick={() => void navigate(store.backPath())}>
      {t.back}
    </Button>
  );

  let content: ReactNode;
  let bookmark: ReactNode = null;
  if (state.status === 'loaded' && state.id === id) {
    const { notice } = state;
    bookmark = <BookmarkToggle type={1} bookmarkId={notice.id} keyTypeCode={DEFAULT_KEY_TYPE_CODE} title={notice.title} />;
    content = (
      <article className="notice-details" aria-labelledby="notice-details-title">
        <h1 id="notice-details-title" className="notice-details__title">
          {notice.title}
        </h1>
        <dl className="notice-details__meta">
          <div>
            <dt>{t.categoryFilter}</dt>
            <dd>
              {notice.categoryLabel}
              {notice.pinned ? <span className="notice-details__pinned">（{t.pinned}）</span> : null}
            </dd>
          </div>
          <div>
            <dt>{t.publisher}</dt>
            <dd>{notice.publisherUnit}</dd>
          </div>
          <div>
            <dt>{t.author}</dt>
            <dd>{notice.authorName}</dd>
          </div>
          <div>
            <dt>{t.date}</dt>
            <dd>{notice.publishedAt}</dd>
          </div>
          <div>
            <dt>{t.scope}</dt>
            <dd>{notice.scopeName}</dd>
          </div>
          {notice.expiresOn === undefined ? null : (
            <div>
              <dt>{t.expiresOn}</dt>
              <dd>{notice.expiresOn}</dd>
            </div>
          )}
        </dl>
        <div className="notice-details__body">
          <NoticeBody html={notice.body} />
          <p className="notice-details__signature">
            <span>{notice.publisherUnit}</span>
            <span>{notice.publishedAt.slice(0, 10)}</span>
          </p>
        </div>
        <section className="notice-details__attachments" aria-labelledby="notice-details-files">
          <h2 id="notice-details-files">{t.attachments}</h2>
          <Suspense fallback={<Spin tip={t.loading} />}>
            <FilesPanel filesKey={notice.id} readOnly />
          </Suspense>
        </section>
        {notice.mayManage ? <NoticeReceiptsSection id={notice.id} /> : null}
      </article>
    );
  } else if (state.status === 'not-found' && state.id === id) {
    content = <Empty className="notice-page__empty" image={<IllustrationNotFound style={{ width: 150, height: 150 }} />} title={t.notFoundTitle} description={t.notFound} />;
  } else if (state.status === 'failed' && state.id === id) {
    content = (
      <Banner
        type="danger"
        closeIcon={null}
        description={
          <span className="notice-page__error" role="alert">
            {t.detailFailed}
            <Button size="small" onClick={() => void store.open(id)}>
              {t.retry}
            </Button>
          </span>
        }
      />
    );
  } else {
    content = (
      <Spin tip={t.loading}>
        <div className="notice-page__placeholder" aria-busy="true" />
      </Spin>
    );
  }

  return (
    <SemiLocale>
      <section className="notice-page">
        <div className="notice-page__toolbar">
          {back}
          {bookmark}
        </div>
        {content}
      </section>
    </SemiLocale>
  );
}
