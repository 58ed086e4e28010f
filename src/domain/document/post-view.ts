import type { StoredAffair } from '../affair/service/types';
import { shown, userName } from '../affair/service/directory';
import { AFFAIR_STATUS_LABELS, type Affair } from '../affair/affair';
import type { Directory } from '../directory/directory';
import type { DocumentLedger } from './document-number';
import { canSeePost, type DocumentViewer } from './document-scope';
import type { DocumentKind, PostDraft, SecrecyLevel, UrgencyLevel } from './document-types';
import { NUMBERING_NODE, POST_DOCUMENT } from './post-process';

/** A 发文 as db.json and the memory backend keep it. */
export interface StoredPost extends Omit<PostDraft, 'kind' | 'secrecy' | 'urgency'> {
  readonly id: string;
  readonly kind: DocumentKind;
  readonly secrecy: SecrecyLevel;
  readonly urgency: UrgencyLevel;
  /** The drafting bureau (D + division code) and the 机关代字 its 文号 is taken from. */
  readonly unitId: string;
  readonly divisionCode: string;
  readonly agencyCode: string;
  readonly createdBy: string;
  readonly createdAt: string;
  readonly version: number;
  /** The 发文 affair, once 送审. */
  readonly affairKey?: string;
  /** Given at 编号, never changed after. */
  readonly docNumber?: string;
}

/** The posts and the 文号 ledger of every 机关代字 and year. */
export interface PostBook {
  readonly posts: readonly StoredPost[];
  readonly sequence: number;
  readonly ledger: DocumentLedger;
}

export interface PostOpinion {
  readonly step: string;
  readonly name: string;
  /** Beijing time, yyyy-MM-dd HH:mm. */
  readonly at: string;
  readonly opinion: string;
}

/** What the pages, the list and the 发文稿纸 show of a post. */
export interface PostView extends StoredPost {
  readonly createdByName: string;
  readonly mainToNames: string;
  readonly copyToNames: string;
  /** 拟稿 until 送审, then the affair's open step, 分发 once finished. */
  readonly step: string;
  readonly statusLabel: string;
  readonly distributed: boolean;
  /** Whether the caller holds the 编号 step and the post has no 文号 yet. */
  readonly canNumber: boolean;
  readonly canEdit: boolean;
  readonly opinions: readonly PostOpinion[];
}

/** A staff user as a 公文 viewer (their department and their bureau), or undefined for anyone else. */
export function staffViewerOf(dir: Directory, userId: string): (DocumentViewer & { readonly divisionCode: string }) | undefined {
  const user = dir.users.find((u) => u.userId === userId && u.kind === 'staff');
  return user === undefined ? undefined : { userId: user.userId, divisionCode: user.divisionCode, orgIds: [user.deptId, `D${user.divisionCode}`] };
}

const affairOf = (affairs: readonly StoredAffair[], post: StoredPost): StoredAffair | undefined =>
  post.affairKey === undefined ? undefined : affairs.find((a) => a.affair.keyDigNumGather === post.affairKey);

const stepName = (id: string | undefined): string => POST_DOCUMENT.nodes.find((n) => n.id === id)?.name ?? '';

/** Who may see a post: its drafter, whoever handled or holds a step (in person or by department), and once 分发 its recipients. */
export function visiblePost(viewer: DocumentViewer, post: StoredPost, affairs: readonly StoredAffair[]): boolean {
  return mayViewPost(viewer, post, affairOf(affairs, post)?.affair);
}

/** visiblePost with the post's affair (undefined before 送审) already found. */
export function mayViewPost(viewer: DocumentViewer, post: StoredPost, affair: Affair | undefined): boolean {
  const handlers = affair === undefined ? [] : [...affair.history.map((h) => h.actor as string), ...(affair.task === undefined ? [] : [affair.task.assignee.id])];
  const participants = { createdBy: post.createdBy, handlers, mainTo: post.mainTo, copyTo: post.copyTo, distributed: affair?.status === 'finished' };
  return canSeePost(viewer, participants) || (affair?.task !== undefined && viewer.orgIds.includes(affair.task.assignee.id));
}

/** Whether the caller holds the open 编号 task of this post's affair. */
export function holdsNumbering(viewer: DocumentViewer, affair: StoredAffair | undefined): boolean {
  const task = affair?.affair.status === 'running' ? affair.affair.task : undefined;
  if (task === undefined || task.node !== NUMBERING_NODE) return false;
  return task.assignee.kind === 'person' ? task.assignee.id === viewer.userId : viewer.orgIds.includes(task.assignee.id);
}

const deptName = (dir: Directory, id: string): string => dir.departments.find((d) => d.deptId === id)?.fullName ?? id;

export function postViewOf(dir: Directory, viewer: DocumentViewer, post: StoredPost, affairs: readonly StoredAffair[]): PostView {
  const stored = affairOf(affairs, post);
  const affair = stored?.affair;
  const distributed = affair?.status === 'finished';
  const step = affair === undefined ? '拟稿' : distributed ? '分发' : stepName(affair.task?.node);
  return {
    ...post,
    createdByName: userName(dir, post.createdBy),
    mainToNames: post.mainTo.map((id) => deptName(dir, id)).join('、'),
    copyToNames: post.copyTo.map((id) => deptName(dir, id)).join('、'),
    step,
    statusLabel: affair === undefined ? '草稿' : distributed ? '已分发' : AFFAIR_STATUS_LABELS[affair.status],
    distributed,
    canNumber: post.docNumber === undefined && holdsNumbering(viewer, stored),
    canEdit: affair === undefined && post.createdBy === viewer.userId,
    opinions: (affair?.history ?? [])
      .filter((h) => h.opinion !== undefined && h.opinion.trim() !== '')
      .map((h) => ({ step: stepName(h.fromNode), name: userName(dir, h.actor), at: shown(h.at), opinion: h.opinion ?? '' })),
  };
}

/** A unit a post may be sent to, as the tree selector shows it (structurally PeopleTreeOption). */
export interface PostUnitOption {
  readonly id: string;
  readonly label: string;
  readonly asUnit?: boolean;
  readonly children?: readonly PostUnitOption[];
}

/**
 * 主送/抄送 choices: every bureau as a leaf. The tree selector chooses leaves only, so a division
 * with divisions below it is a branch (its name) holding its own bureau first, then theirs.
 */
export function postUnitTree(dir: Directory, parentCode: string | undefined = undefined): PostUnitOption[] {
  return dir.divisions
    .filter((d) => d.parentCode === parentCode)
    .flatMap((d) => {
      const bureau = dir.departments.find((b) => b.kind === 'bureau' && b.divisionCode === d.code);
      if (bureau === undefined) return [];
      const leaf: PostUnitOption = { id: bureau.deptId, label: bureau.deptName, asUnit: true };
      const below = postUnitTree(dir, d.code);
      return below.length === 0 ? [leaf] : [{ id: `division-${d.code}`, label: d.name, children: [leaf, ...below] }];
    });
}
