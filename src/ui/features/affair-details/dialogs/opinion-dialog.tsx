import { useState, type ReactNode } from 'react';
import { requestProblem } from '../../../../app/process/affair-details-actions';
import type { ActionDialogProps } from './dialog-props';
import { DialogShell } from './dialog-shell';
import { OpinionBox } from './opinion-box';
import { useActionSubmit } from './use-action-submit';

/** 填写意见: an opinion on the open task without moving it. */
export function OpinionDialog(props: ActionDialogProps): ReactNode {
  const { store, label, visible, pending, opinion, onOpinion, phrases, onClose, onDone } = props;
  const { error, submit } = useActionSubmit(store, onDone);
  const [attempted, setAttempted] = useState(false);
  const problem = attempted ? requestProblem({ kind: 'opinion', opinion }) : undefined;
  return (
    <DialogShell
      title={label}
      visible={visible}
      pending={pending}
      {...(error === undefined ? {} : { error })}
      onSubmit={() => {
        setAttempted(true);
        if (requestProblem({ kind: 'opinion', opinion }) === undefined) void submit({ kind: 'opinion', opinion });
      }}
      onClose={onClose}
    >
      <OpinionBox value={opinion} onChange={onOpinion} phrases={phrases} required invalid={problem !== undefined} />
      {problem === undefined ? null : (
        <div role="alert" className="affair-dialog__problem">
          {problem}
        </div>
      )}
    </DialogShell>
  );
}
