import type { FilingStatus } from './lifecycle';

/** What happened to a filing; each kind is one call of SPEC section 7 (op). */
export type FilingHistoryAction =
  | 'create'
  | 'edit'
  | 'import'
  | 'report'
  | 'forward'
  | 'approve'
  | 'return'
  | 'recall'
  | 'applyWithdrawal'
  | 'approveWithdrawal'
  | 'refuseWithdrawal'
  | 'abate';

export const HISTORY_ACTION_LABELS: Readonly<Record<FilingHistoryAction, string>> = {
  create: '新建',
  edit: '修改',
  import: '导入',
  report: '上报',
  forward: '审核通过并上报',
  approve: '备案',
  return: '退回',
  recall: '撤回',
  applyWithdrawal: '申请退卷',
  approveWithdrawal: '同意退卷',
  refuseWithdrawal: '不同意退卷',
  abate: '核销',
};

/** One change of a record (history/entity): who, when, what, from which status to which, and which fields changed. */
export interface FilingHistoryEntry {
  readonly at: string;
  readonly userId: string;
  readonly action: FilingHistoryAction;
  readonly fromStatus: FilingStatus | undefined;
  readonly toStatus: FilingStatus | undefined;
  readonly changedFields: readonly string[];
  /** The opinion, reason or filing number the step carried. */
  readonly note?: string;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The fields whose values differ between two versions of a record's data, in a stable order. */
export function changedFields(before: Readonly<Record<string, unknown>> | undefined, after: Readonly<Record<string, unknown>>): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after)]);
  return [...keys].filter((key) => key !== 'typeCode' && !same(before?.[key], after[key])).sort();
}
