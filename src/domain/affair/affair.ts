import type { Principal } from './definition';
import type { AffairKey, FilesKey, NodeId, ProcDefId, UserId } from './ids';

/** 草稿 registered not sent, 在办 running, 挂起 suspended, 办结 finished, 作废 obsolete. */
export type AffairStatus = 'draft' | 'running' | 'suspended' | 'finished' | 'obsolete';
export const AFFAIR_STATUS_LABELS: Readonly<Record<AffairStatus, string>> = {
  draft: '草稿',
  running: '在办',
  suspended: '挂起',
  finished: '办结',
  obsolete: '作废',
};

export type AffairAction =
  | 'register'
  | 'cancelRegistration'
  | 'send'
  | 'specialSend'
  | 'turnBack'
  | 'transfer'
  | 'getBack'
  | 'obsolete'
  | 'restore'
  | 'suspend'
  | 'cancelSuspend'
  | 'accredit'
  | 'accreditAnswer'
  | 'opinion';
export const AFFAIR_ACTION_LABELS: Readonly<Record<AffairAction, string>> = {
  register: '登记',
  cancelRegistration: '撤销登记',
  send: '发送',
  specialSend: '特送',
  turnBack: '退回',
  transfer: '转办',
  getBack: '取回',
  obsolete: '作废',
  restore: '恢复',
  suspend: '挂起',
  cancelSuspend: '取消挂起',
  accredit: '授权',
  accreditAnswer: '答复授权',
  opinion: '填写意见',
};

/** The one open task of a draft, running or suspended affair. */
export interface OpenTask {
  readonly node: NodeId;
  readonly assignee: Principal;
  /** Who pressed the button that created this task. */
  readonly sentBy: UserId;
  readonly sentAt: string;
  /** Whether the holder has done anything on it yet (an opinion, an accredit); get back is refused once true. */
  readonly acted: boolean;
  /** The node get back returns to; absent when the task cannot be got back (registration, get back itself). */
  readonly returnTo?: NodeId;
}

/** One append-only line of the history. */
export interface HistoryEntry {
  readonly action: AffairAction;
  readonly actor: UserId;
  /** The holder the actor acted for under a delegation. */
  readonly onBehalfOf?: UserId;
  readonly at: string;
  readonly fromNode: NodeId;
  readonly toNode: NodeId;
  readonly opinion?: string;
}

/** 授权: `to` may act on `from`'s tasks of this affair from `start` to `end` (YYYY-MM-DD, inclusive). */
interface Delegation {
  readonly from: UserId;
  readonly to: UserId;
  readonly start: string;
  readonly end: string;
}

/** What obsolete put aside so that restore can put it back exactly. */
interface ObsoleteStash {
  readonly status: Exclude<AffairStatus, 'finished' | 'obsolete'>;
  readonly task: OpenTask;
  readonly by: UserId;
}

export interface Affair {
  readonly keyDigNumGather: AffairKey;
  readonly keyNumGather: FilesKey;
  readonly procDefId: ProcDefId;
  readonly title: string;
  readonly status: AffairStatus;
  readonly registeredBy: UserId;
  readonly registeredAt: string;
  readonly task?: OpenTask;
  readonly history: readonly HistoryEntry[];
  readonly delegations: readonly Delegation[];
  /** Set while 挂起: who suspended it. */
  readonly suspendedBy?: UserId;
  /** Set while 作废 through obsolete (not through cancelled registration, which is final). */
  readonly stash?: ObsoleteStash;
}

/** The day part of an ISO time. */
export const dayOf = (at: string): string => at.slice(0, 10);
