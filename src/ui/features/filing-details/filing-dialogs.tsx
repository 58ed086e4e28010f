import { useState, type ReactNode } from 'react';
import Banner from '@douyinfe/semi-ui-19/lib/es/banner';
import TextArea from '@douyinfe/semi-ui-19/lib/es/input/textarea';
import type { FilingOutcome } from '../../../app/filing/filing-details.store';
import { Dialog } from '../../kit/dialog';
import { DialogFooter } from '../../kit/dialog-footer';

/** Which dialog is open: each asks for what its step needs. */
export type FilingDialogKind = 'delete' | 'pass' | 'return' | 'applyWithdrawal' | 'approveWithdrawal' | 'refuseWithdrawal' | 'recall';

interface Spec {
  readonly title: string;
  readonly ok: string;
  readonly text?: { readonly label: string; readonly required: string };
  readonly confirm?: string;
}

const SPECS: Readonly<Record<FilingDialogKind, Spec>> = {
  delete: { title: '删除草稿', ok: '删除', confirm: '删除后不能恢复，确定删除这条待上报记录吗？' },
  pass: { title: '审核通过', ok: '审核通过', text: { label: '审核意见（可选）', required: '' } },
  return: { title: '退回', ok: '退回', text: { label: '退回意见', required: '退回必须填写退回意见' } },
  applyWithdrawal: { title: '退卷申请', ok: '提交申请', text: { label: '申请理由', required: '申请退卷必须填写理由' } },
  approveWithdrawal: { title: '同意退卷', ok: '同意', confirm: '同意后该记录退回填报单位重新编辑，备案编号作废且不再使用。确定同意吗？' },
  refuseWithdrawal: { title: '拒绝退卷', ok: '拒绝', confirm: '确定拒绝该退卷申请吗？' },
  recall: { title: '撤回', ok: '撤回', confirm: '撤回后记录回到待上报，可以继续修改。确定撤回吗？' },
};

/**
 * One step's dialog. The refusal stays inside the dialog, the typed text survives it, and the
 * button is busy while the call runs so a second click does nothing.
 */
export function FilingDialog({ kind, pending, onSubmit, onClose }: { kind: FilingDialogKind; pending: boolean; onSubmit: (text: string) => Promise<FilingOutcome>; onClose: () => void }): ReactNode {
  const spec = SPECS[kind];
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const submit = (): void => {
    if (pending) return;
    if (spec.text !== undefined && spec.text.required !== '' && text.trim() === '') {
      setError(spec.text.required);
      return;
    }
    setError(undefined);
    void onSubmit(text).then((outcome) => {
      if (outcome.kind === 'done') onClose();
      else if (outcome.kind === 'failed') setError(outcome.message);
    });
  };
  return (
    <Dialog visible title={spec.title} onCancel={onClose} maskClosable={false} footer={<DialogFooter okText={spec.ok} onOk={submit} cancelText="取消" onCancel={onClose} loading={pending} />}>
      {error === undefined ? null : <Banner type="danger" description={error} closeIcon={null} className="filing-dialog__banner" />}
      {spec.confirm === undefined ? null : <p>{spec.confirm}</p>}
      {spec.text === undefined ? null : (
        <label className="filing-dialog__field">
          <span>
            {spec.text.label}
            {spec.text.required === '' ? null : <span className="filing-dialog__required">*</span>}
          </span>
          <TextArea value={text} onChange={setText} autosize={{ minRows: 3, maxRows: 8 }} maxCount={500} aria-required={spec.text.required !== ''} />
        </label>
      )}
    </Dialog>
  );
}
