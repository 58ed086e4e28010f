/** Who may see a 公文: only its participants (SPEC issue 17 "Everywhere: jurisdiction"). */
export interface DocumentViewer {
  readonly userId: string;
  /** The viewer's department ids, their bureau included. */
  readonly orgIds: readonly string[];
}

export interface PostParticipants {
  readonly createdBy: string;
  /** Everyone who has handled a step (核稿, 会签, 签发, 编号), and whoever holds it now. */
  readonly handlers: readonly string[];
  readonly mainTo: readonly string[];
  readonly copyTo: readonly string[];
  /** Recipients see a post only once it is 分发: a draft is nobody's business outside the process. */
  readonly distributed: boolean;
}

export function canSeePost(viewer: DocumentViewer, post: PostParticipants): boolean {
  if (post.createdBy === viewer.userId || post.handlers.includes(viewer.userId)) return true;
  return post.distributed && [...post.mainTo, ...post.copyTo].some((id) => viewer.orgIds.includes(id));
}

export interface ReceiptParticipants {
  /** The bureau that registered it. */
  readonly unitId: string;
  /** The departments it was split to. */
  readonly departments: readonly string[];
}

/** A receipt belongs to the registering bureau and, once split, to each department it went to. */
export const canSeeReceipt = (viewer: DocumentViewer, receipt: ReceiptParticipants): boolean =>
  viewer.orgIds.includes(receipt.unitId) || receipt.departments.some((id) => viewer.orgIds.includes(id));
