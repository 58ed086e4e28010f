/** Why an action was refused; `reason` is what the user reads. */
export type RefusalCode =
  | 'wrong-definition'
  | 'unknown-node'
  | 'not-registrant'
  | 'not-holder'
  | 'not-privileged'
  | 'wrong-status'
  | 'suspended'
  | 'not-an-edge'
  | 'not-a-candidate'
  | 'opinion-required'
  | 'not-passed'
  | 'same-handler'
  | 'not-sender'
  | 'already-acted'
  | 'cannot-get-back'
  | 'cannot-restore'
  | 'bad-range'
  | 'bad-delegate'
  | 'not-delegate'
  | 'stale-version'
  | 'empty-title'
  | 'empty-opinion';

export interface Refusal {
  readonly code: RefusalCode;
  readonly reason: string;
}

export const REFUSAL_REASONS: Readonly<Record<RefusalCode, string>> = {
  'wrong-definition': '流程定义与事务不符',
  'unknown-node': '流程中没有该环节',
  'not-registrant': '只有登记人可以撤销登记',
  'not-holder': '该任务不是您的待办，也未授权给您',
  'not-privileged': '您没有执行该操作的权限',
  'wrong-status': '事务当前状态不允许该操作',
  suspended: '事务已挂起，请先取消挂起',
  'not-an-edge': '所选环节不是当前环节的下一环节',
  'not-a-candidate': '所选办理人不是该环节的候选办理人',
  'opinion-required': '退回必须填写意见',
  'not-passed': '只能退回到已经办理过的环节',
  'same-handler': '不能转办给当前办理人',
  'not-sender': '只有发送人可以取回',
  'already-acted': '下一环节办理人已处理，不能取回',
  'cannot-get-back': '该任务不能取回',
  'cannot-restore': '该事务不能恢复',
  'bad-range': '授权期限不正确',
  'bad-delegate': '不能授权给自己',
  'not-delegate': '没有该授权，无需答复',
  'stale-version': '该事务已被他人处理，请刷新后重试',
  'empty-title': '事务标题不能为空',
  'empty-opinion': '意见不能为空',
};

export const refusal = (code: RefusalCode): Refusal => ({ code, reason: REFUSAL_REASONS[code] });
