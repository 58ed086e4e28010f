import { useEffect, useState, type ReactNode } from 'react';
import DatePicker from '@douyinfe/semi-ui-19/lib/es/datePicker';
import { requestProblem, type ActionRequest } from '../../../../app/process/affair-details-actions';
import type { HandlerOption } from '../../../../ports/api/process.dto';
import { TreeSelector } from '../../../kit/tree-select/tree-select';
import { dialogTexts as t } from '../affair-details-texts';
import type { ActionDialogProps } from './dialog-props';
import { DialogShell } from './dialog-shell';
import { OpinionBox } from './opinion-box';
import { useActionSubmit } from './use-action-submit';

/** 授权: a colleague acts on this task for the user from one day to another; the note goes with it. */
export function AccreditDialog(props: ActionDialogProps): ReactNode {
  const { store, label, visible, pending, opinion, onOpinion, phrases, onClose, onDone } = props;
  const { error, setError, submit } = useActionSubmit(store, onDone);
  const [users, setUsers] = useState<readonly HandlerOption[]>([]);
  const [to, setTo] = useState<string | undefined>(undefined);
  const [range, setRange] = useState<readonly [string, string] | undefined>(undefined);
  const [attempted, setAttempted] = useState(false);

  useEffect(() => {
    if (!visible) return;
    let live = true;
    store.accreditUsers().then(
      (options) => {
        if (live) setUsers(options);
      },
      (reason: unknown) => {
        if (live) setError(reason instanceof Error ? reason.message : undefined);
      },
    );
    return () => {
      live = false;
    };
  }, [visible, store, setError]);

  const request: ActionRequest = { kind: 'accreditApply', ...(to === undefined ? {} : { to }), start: range?.[0] ?? '', end: range?.[1] ?? '', opinion };
  const problem = attempted ? requestProblem(request) : undefined;
  return (
    <DialogShell
      title={label}
      visible={visible}
      pending={pending}
      {...(error === undefined ? {} : { error })}
      onSubmit={() => {
        setAttempted(true);
        if (requestProblem(request) === undefined) void submit(request);
      }}
      onClose={onClose}
    >
      <div className="affair-dialog__field">
        <span className="affair-dialog__label">
          <span className="affair-dialog__required">*</span>
          {t.delegate}
        </span>
        <TreeSelector aria-label={t.delegate} options={users} {...(to === undefined ? {} : { value: to })} onChange={(option) => setTo(option.id)} invalid={problem !== undefined && to === undefined} />
      </div>
      <div className="affair-dialog__field">
        <span className="affair-dialog__label" id="affair-dialog-range">
          <span className="affair-dialog__required">*</span>
          {t.range}
        </span>
        <DatePicker
          aria-labelledby="affair-dialog-range"
          type="dateRange"
          format="yyyy-MM-dd"
          style={{ width: '100%' }}
          value={range === undefined ? undefined : [...range]}
          placeholder={[t.rangeStart, t.rangeEnd]}
          onChange={(_dates, texts) => {
            const [start, end] = Array.isArray(texts) ? texts : [];
            setRange(typeof start === 'string' && start !== '' && typeof end === 'string' && end !== '' ? [start, end] : undefined);
          }}
        />
      </div>
      <OpinionBox value={opinion} onChange={onOpinion} phrases={phrases} label={t.note} placeholder={t.notePlaceholder} />
      {problem === undefined ? null : (
        <div role="alert" className="affair-dialog__problem">
          {problem}
        </div>
      )}
    </DialogShell>
  );
}
