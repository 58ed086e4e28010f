import { useState, type ReactNode } from 'react';
import Radio from '@douyinfe/semi-ui-19/lib/es/radio/radio';
import RadioGroup from '@douyinfe/semi-ui-19/lib/es/radio/radioGroup';
import type { DelegationRow } from '../../../../ports/api/process.dto';
import { dialogTexts as t, detailsTexts } from '../affair-details-texts';
import type { ActionDialogProps } from './dialog-props';
import { DialogShell } from './dialog-shell';
import { OpinionBox } from './opinion-box';
import { useActionSubmit } from './use-action-submit';

/** 答复授权: the delegate accepts or declines a delegation of this affair. */
export function AccreditAnswerDialog({ delegations, ...props }: ActionDialogProps & { delegations: readonly DelegationRow[] }): ReactNode {
  const { store, label, visible, pending, opinion, onOpinion, phrases, onClose, onDone } = props;
  const { error, submit } = useActionSubmit(store, onDone);
  const [from, setFrom] = useState<string | undefined>(delegations[0]?.from);
  const [accept, setAccept] = useState(true);
  const chosen = from ?? delegations[0]?.from;
  return (
    <DialogShell
      title={label}
      visible={visible}
      pending={pending}
      {...(error === undefined ? {} : { error })}
      onSubmit={() => {
        if (chosen !== undefined) void submit({ kind: 'accreditAnswer', from: chosen, accept, opinion });
      }}
      onClose={onClose}
    >
      <div className="affair-dialog__field">
        <span className="affair-dialog__label" id="affair-dialog-from">
          {t.answerFrom}
        </span>
        <RadioGroup aria-labelledby="affair-dialog-from" direction="vertical" value={chosen} onChange={(event) => setFrom(String(event.target.value))}>
          {delegations.map((row) => (
            <Radio key={`${row.from}-${row.to}`} value={row.from}>
              {row.fromName}：{detailsTexts.delegationRange(row.toName, row.start, row.end)}
            </Radio>
          ))}
        </RadioGroup>
      </div>
      <div className="affair-dialog__field">
        <RadioGroup value={accept ? 'accept' : 'decline'} onChange={(event) => setAccept(event.target.value === 'accept')} aria-label={label}>
          <Radio value="accept">{t.accept}</Radio>
          <Radio value="decline">{t.decline}</Radio>
        </RadioGroup>
      </div>
      <OpinionBox value={opinion} onChange={onOpinion} phrases={phrases} />
    </DialogShell>
  );
}
