import type { ReactNode } from 'react';
import type { SimpleAction } from '../../../../ports/process.port';
import { dialogTexts as t } from '../affair-details-texts';
import type { ActionDialogProps } from './dialog-props';
import { DialogShell } from './dialog-shell';
import { OpinionBox } from './opinion-box';
import { useActionSubmit } from './use-action-submit';

/** 作废 and 撤销登记 cannot simply be taken back by the same user: their confirmation is red. */
const DESTRUCTIVE: ReadonlySet<SimpleAction> = new Set<SimpleAction>(['obsolete', 'cancelRegistration']);

/** 取回, 作废, 恢复, 挂起, 取消挂起 and 撤销登记: a confirmation, with an optional opinion. */
export function ConfirmDialog({ action, title, ...props }: ActionDialogProps & { action: SimpleAction; title: string }): ReactNode {
  const { store, label, visible, pending, opinion, onOpinion, phrases, onClose, onDone } = props;
  const { error, submit } = useActionSubmit(store, onDone);
  const danger = DESTRUCTIVE.has(action);
  return (
    <DialogShell
      title={label}
      okText={label}
      danger={danger}
      visible={visible}
      pending={pending}
      {...(error === undefined ? {} : { error })}
      onSubmit={() => void submit({ kind: action, opinion })}
      onClose={onClose}
    >
      <p className="affair-dialog__question">{t.confirm(label, title)}</p>
      {danger ? <p className="affair-dialog__warning">{t.destructive}</p> : null}
      <OpinionBox value={opinion} onChange={onOpinion} phrases={phrases} />
    </DialogShell>
  );
}
