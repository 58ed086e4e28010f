import type { SendCheck } from '../affair/service/types';
import { postMessages as pm } from './post-messages';
import { DISTRIBUTION_NODE, POST_DOCUMENT } from './post-process';
import type { PostBook } from './post-view';

/**
 * 分发 sends the post out under its 文号, so a 发文 affair reaches 分发 (sent on from 编号, or 特送
 * past it) only once its post has one: the 编号 holder presses 分配文号 on the post page first.
 */
export function postSendCheck(posts: PostBook): SendCheck {
  return (stored, toNode) => {
    if (stored.affair.procDefId !== POST_DOCUMENT.id || toNode !== DISTRIBUTION_NODE) return undefined;
    const post = posts.posts.find((p) => p.affairKey === stored.affair.keyDigNumGather);
    return post !== undefined && post.docNumber === undefined ? { status: 409, message: pm.numberFirst } : undefined;
  };
}
