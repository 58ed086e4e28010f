import type { ReactNode } from 'react';
import { DOCUMENT_BOOKMARK_KINDS } from '../../../domain/favourites/bookmark-links';
import type { PostView } from '../../../domain/document/post-view';
import { BookmarkToggle } from '../../kit/bookmark-toggle';
import { FilesPanel } from '../../kit/files/files-panel';
import { postTexts as t } from './post-texts';

/** 收藏 / 取消收藏 of a saved post: 我的收藏 opens it on its draft page again. */
export function PostBookmark({ post }: { readonly post: PostView }): ReactNode {
  return <BookmarkToggle type={2} bookmarkId={post.id} keyTypeCode={DOCUMENT_BOOKMARK_KINDS.post} title={post.title} />;
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
