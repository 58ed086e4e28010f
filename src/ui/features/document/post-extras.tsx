import { useEffect, type ReactNode } from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Toast from '@douyinfe/semi-ui-19/lib/es/toast';
import { PostBookmarkStore } from '../../../app/document/post-bookmark.store';
import type { PostView } from '../../../domain/document/post-view';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { FilesPanel } from '../../kit/files/files-panel';
import { postTexts as t } from './post-texts';

/** 收藏 / 取消收藏 of a saved post: 我的收藏 opens it here again. */
export function PostBookmark({ post }: { readonly post: PostView }): ReactNode {
  const store = useService(PostBookmarkStore);
  const { bookmarked, toggling } = useStore(store);
  useEffect(() => void store.load(post.id), [store, post.id]);
  const toggle = async (): Promise<void> => {
    const refused = await store.toggle(post.title);
    if (refused !== undefined) Toast.error(refused);
  };
  return (
    <Button aria-pressed={bookmarked} loading={toggling} onClick={() => void toggle()}>
      {bookmarked ? t.unbookmark : t.bookmark}
    </Button>
  );
}

/** The post's attachments: the drafter changes them while it is a draft, everyone who sees it reads them. */
export function PostFiles({ post }: { readonly post: PostView | undefined }): ReactNode {
  return (
    <div className="post__files">
      <h2 className="post__heading">
        {t.files}
      </h2>
      {post === undefined ? <p className="post__hint">{t.filesAfterSave}</p> : <FilesPanel filesKey={post.id} readOnly={!post.canEdit} />}
    </div>
  );
}
