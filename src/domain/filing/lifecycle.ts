import { err, ok, type Result } from '../shared/result';
import { divisionLevel, withinJurisdiction, isAbove } from './jurisdiction';

/** DOMAIN.md "A filing's life". */
export type FilingStatus = 'draft' | 'reported' | 'filed' | 'returned';

export const FILING_STATUS_LABELS: Readonly<Record<FilingStatus, string>> = {
  draft: '待上报',
  reported: '已上报',
  filed: '已备案',
  returned: '已退回',
};

/** The 退卷申请 of a filed record: none, waiting for the province, or refused last time. */
export type WithdrawalState = 'none' | 'pending' | 'refused';

/** The part of a record the lifecycle looks at. */
export interface LifecycleState {
  readonly status: FilingStatus;
  readonly divisionCode: string;
  readonly withdrawal: WithdrawalState;
  readonly returnOpinion?: string;
  readonly withdrawalReason?: string;
  readonly filingNumber?: string;
}

/** Who acts: the user's division decides what they may do. */
export interface Actor {
  readonly divisionCode: string;
}

export type LifecycleEvent =
  | { readonly kind: 'edit' }
  | { readonly kind: 'report' }
  | { readonly kind: 'approve'; readonly filingNumber: string }
  | { readonly kind: 'return'; readonly opinion: string }
  | { readonly kind: 'delete' }
  | { readonly kind: 'applyWithdrawal'; readonly reason: string }
  | { readonly kind: 'decideWithdrawal'; readonly checkStatus: 1 | 2 };

/** A refused transition with its Chinese reason. */
export interface Refusal {
  readonly code: 'out-of-jurisdiction' | 'wrong-level' | 'wrong-status' | 'opinion-required' | 'reason-required' | 'number-required' | 'withdrawal-pending' | 'no-withdrawal';
  readonly message: string;
}

/** The outcome of a transition: the new state, or undefined when the record was deleted. */
type Transition = Result<LifecycleState | undefined, Refusal>;

const refuse = (code: Refusal['code'], message: string): Transition => err({ code, message });

const statusRefusal = (state: LifecycleState, action: string): Transition =>
  refuse('wrong-status', `${FILING_STATUS_LABELS[state.status]}的记录不能${action}`);

/** Who may do what, before looking at the status. */
function actorRefusal(state: LifecycleState, actor: Actor, event: LifecycleEvent): Transition | undefined {
  if (!withinJurisdiction(actor.divisionCode, state.divisionCode)) return refuse('out-of-jurisdiction', '无权操作其他辖区的记录');
  switch (event.kind) {
    case 'edit':
    case 'report':
    case 'delete':
    case 'applyWithdrawal':
      return actor.divisionCode === state.divisionCode ? undefined : refuse('wrong-level', '只有填报单位可以进行此操作');
    case 'return':
      return isAbove(actor.divisionCode, state.divisionCode) ? undefined : refuse('wrong-level', '只有上级单位可以退回');
    case 'approve':
    case 'decideWithdrawal':
      return divisionLevel(actor.divisionCode) === 'province' ? undefined : refuse('wrong-level', '只有省级单位可以进行此操作');
  }
}

/** The lifecycle as a pure state machine: one event applied to one record by one actor. */
export function transition(state: LifecycleState, actor: Actor, event: LifecycleEvent): Transition {
  const refused = actorRefusal(state, actor, event);
  if (refused !== undefined) return refused;
  switch (event.kind) {
    case 'edit':
      return state.status === 'draft' || state.status === 'returned' ? ok(state) : statusRefusal(state, '修改');
    case 'report':
      if (state.status !== 'draft' && state.status !== 'returned') return statusRefusal(state, '上报');
      return ok({ ...state, status: 'reported' });
    case 'approve':
      if (state.status !== 'reported') return statusRefusal(state, '备案');
      if (event.filingNumber.trim() === '') return refuse('number-required', '备案需要备案编号');
      return ok({ ...state, status: 'filed', filingNumber: event.filingNumber, withdrawal: 'none' });
    case 'return':
      if (state.status !== 'reported') return statusRefusal(state, '退回');
      if (event.opinion.trim() === '') return refuse('opinion-required', '退回必须填写退回意见');
      return ok({ ...state, status: 'returned', returnOpinion: event.opinion.trim() });
    case 'delete':
      return state.status === 'draft' && state.filingNumber === undefined ? ok(undefined) : statusRefusal(state, '删除');
    case 'applyWithdrawal':
      if (state.status !== 'filed') return statusRefusal(state, '申请退卷');
      if (state.withdrawal === 'pending') return refuse('withdrawal-pending', '已有待审批的退卷申请');
      if (event.reason.trim() === '') return refuse('reason-required', '申请退卷必须填写理由');
      return ok({ ...state, withdrawal: 'pending', withdrawalReason: event.reason.trim() });
    case 'decideWithdrawal':
      if (state.status !== 'filed' || state.withdrawal !== 'pending') return refuse('no-withdrawal', '没有待审批的退卷申请');
      if (event.checkStatus === 2) return ok({ ...state, withdrawal: 'refused' });
      return ok({ status: 'draft', divisionCode: state.divisionCode, withdrawal: 'none' });
  }
}
