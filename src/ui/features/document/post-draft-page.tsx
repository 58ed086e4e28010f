import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Spin from '@douyinfe/semi-ui-19/lib/es/spin';
import { PostDraftStore } from '../../../app/document/post-draft.store';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { ReloadBanner } from '../../kit/reload-banner';
import { PostBookmark, PostFiles } from './post-extras';
import { PostForm } from './post-form';
import { PostList } from './post-list';
import { PostSheet } from './post-sheet';
import { postTexts as t } from './post-texts';
import './post-page.css';

const ROUTE = '/document/post/draft';

/** 发文拟稿 (/document/post/draft): a new draft, or ?id= an existing post, editable by its drafter until 送审. */
export default function PostDraftPage(): ReactNode {
  const { search } = useLocation();
  const id = new URLSearchParams(search).get('id') ?? undefined;
  const navigate = useNavigate();
  const store = useService(PostDraftStore);
  const { loading, loadError, post } = useStore(store);
  useEffect(() => void store.open(id), [store, id]);
  const editing = post === undefined || post.canEdit;
  return (
    <section className="post" aria-labelledby="post-heading" aria-busy={loading}>
      <h1 id="post-heading" className="post__heading">
        {editing ? t.heading : `${t.viewHeading}：${post.title}`}
      </h1>
      {post === undefined || loading || loadError !== undefined ? null : (
        <div className="post__tools">
          <PostBookmark post={post} />
        </div>
      )}
      {loadError === undefined ? null : <ReloadBanner message={loadError} onReload={() => void store.open(id)} />}
      {loading ? <Spin tip={t.loading} /> : null}
      {loading || loadError !== undefined ? null : editing ? (
        <>
          <PostForm key={post?.id ?? 'new'} onSubmitted={(sent) => void navigate(`${ROUTE}?id=${encodeURIComponent(sent.id)}`)} />
          <PostFiles post={post} />
          {id === undefined ? <PostList /> : null}
        </>
      ) : (
        <>
          {post.affairKey !== undefined && post.step === '拟稿' ? <p role="status">{t.submitted}</p> : null}
          <PostSheet post={post} />
          <PostFiles post={post} />
        </>
      )}
    </section>
  );
}
