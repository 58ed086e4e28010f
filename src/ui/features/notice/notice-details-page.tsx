import { useEffect, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Banner from '@douyinfe/semi-ui-19/lib/es/banner';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Empty from '@douyinfe/semi-ui-19/lib/es/empty';
import Spin from '@douyinfe/semi-ui-19/lib/es/spin';
import IconArrowLeft from '@douyinfe/semi-icons/lib/es/icons/IconArrowLeft';
import IconPaperclip from '@douyinfe/semi-icons/lib/es/icons/IconPaperclip';
import IllustrationNotFound from '@douyinfe/semi-illustrations/lib/es/illustrations/IllustrationNotFound';
import { NoticeDetailsStore } from '../../../app/notice/notice-details.store';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { SemiLocale } from '../../kit/semi-locale';
import { noticeTexts as t } from './notice-texts';
import './notice.css';

/** /notice/details?id= (SPEC section 2): one notice, read on opening, with 返回 to the path it was opened from. */
export default function NoticeDetailsPage(): ReactNode {
  const store = useService(NoticeDetailsStore);
  const state = useStore(store);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('id') ?? '';

  useEffect(() => {
    void store.open(id);
  }, [store, id]);

  const back = (
    <Button icon={<IconArrowLeft aria-hidden />} onClick={() => void navigate(store.backPath())}>
      {t.back}
    </Button>
  );

  let content: ReactNode;
  if (state.status === 'loaded' && state.id === id) {
    const { notice } = state;
    content = (
      <article className="notice-details" aria-labelledby="notice-details-title">
        <h1 id="notice-details-title" className="notice-details__title">
          {notice.title}
        </h1>
        <dl className="notice-details__meta">
          <div>
            <dt>{t.publisher}</dt>
            <dd>{notice.publisherUnit}</dd>
          </div>
          <div>
            <dt>{t.date}</dt>
            <dd>{notice.publishedAt}</dd>
          </div>
        </dl>
        <div className="notice-details__body">
          <p className="notice-details__signature">
            <span>{notice.publisherUnit}</span>
            <span>{notice.publishedAt.slice(0, 10)}</span>
          </p>
        </div>
        <section className="notice-details__attachments" aria-label={t.attachments}>
          <h2>{t.attachments}</h2>
          {notice.attachments.length === 0 ? (
            <p className="notice-details__none">{t.noAttachments}</p>
          ) : (
            <ul>
              {notice.attachments.map((name) => (
                <li key={name}>
                  <IconPaperclip aria-hidden /> {name}
                </li>
              ))}
            </ul>
          )}
        </section>
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
        <div className="notice-page__toolbar">{back}</div>
        {content}
      </section>
    </SemiLocale>
  );
}
