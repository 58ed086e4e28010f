import type { Affair } from '../affair/affair';
import type { Directory } from '../directory/directory';
import { mayViewPost, staffViewerOf, type StoredPost } from './post-view';

/** A post's attachments hang off its id, which it has from the first save of the draft. */
export const postOfFilesKey = (posts: readonly StoredPost[], key: string): StoredPost | undefined => posts.find((p) => p.id === key);

/**
 * Whoever may see the post reads its attachments; its drafter changes them while it is a draft,
 * and from 送审 on they are what the handlers judged, so nobody changes them any more.
 */
export function postFileRights(post: StoredPost, affair: Affair | undefined, dir: Directory, userId: string): { see: boolean; change: boolean; handle: boolean } {
  const viewer = staffViewerOf(dir, userId);
  if (viewer === undefined || !mayViewPost(viewer, post, affair)) return { see: false, change: false, handle: false };
  const change = post.affairKey === undefined && post.createdBy === userId;
  return { see: true, change, handle: change };
}
