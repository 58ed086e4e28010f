import { useId, useRef, useState, type ReactNode } from 'react';
import Banner from '@douyinfe/semi-ui-19/lib/es/banner';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import DatePicker from '@douyinfe/semi-ui-19/lib/es/datePicker';
import TextArea from '@douyinfe/semi-ui-19/lib/es/input/textarea';
import type { AcceptanceInput, ActionOutcome } from '../../../app/temporary-land/land-details.store';
import { dayNumber } from '../../../domain/filing/calendar-date';
import { temporaryLandMessages as m } from '../../../domain/temporary-land/temporary-land-messages';
import { Dialog } from '../../kit/dialog';
import { DialogFooter } from '../../kit/dialog-footer';
import { landTexts as t } from './land-texts';

/** Which dialog is open: registering, or deciding with the chosen outcome. */
export type AcceptanceAction = { readonly kind: 'register' } | { readonly kind: 'decide'; readonly passed: boolean };

interface Props {
  readonly action: AcceptanceAction;
  readonly today: string;
  readonly onSubmit: (input: AcceptanceInput) => Promise<ActionOutcome | undefined>;
  readonly onReload: () => void;
  readonly onClose: () => void;
}

interface Problems {
  readonly date?: string;
  readonly opinion?: string;
}

/**
 * 登记复垦验收 / 验收通过 / 不通过: a date and an opinion, checked at the fields in the domain's
 * words; a refusal is shown above them and the typed values stay, so a stale version can be
 * refreshed and sent again. A second press while one is under way is ignored.
 */
export function AcceptanceDialog({ action, today, onSubmit, onReload, onClose }: Props): ReactNode {
  const [date, setDate] = useState(today);
  const [opinion, setOpinion] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [refusal, setRefusal] = useState<{ readonly message: string; readonly stale: boolean } | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const dateId = useId();
  const opinionId = useId();
  const register = action.kind === 'register';
  const title = register ? t.dialogRegister : t.dialogDecide(action.passed);
  const opinionLabel = register ? t.registerOpinionLabel : t.decideOpinionLabel;

  const submit = async (): Promise<void> => {
    if (sending.current) return;
    const found: Problems = {
      ...(dayNumber(date) === undefined ? { date: t.dateRequired } : date > today ? { date: m.dateInFuture } : {}),
      ...(opinion.trim() === '' ? { opinion: register ? m.registerOpinionRequired : m.decideOpinionRequired } : {}),
    };
    setProblems(found);
    if (found.date !== undefined || found.opinion !== undefined) return;
    sending.current = true;
    setBusy(true);
    setRefusal(undefined);
    const input: AcceptanceInput = register ? { kind: 'register', date, opinion } : { kind: 'decide', passed: action.passed, date, opinion };
    const outcome = await onSubmit(input);
    sending.current = false;
    setBusy(false);
    if (outcome === undefined) return;
    if (outcome.ok) onClose();
    else setRefusal({ message: outcome.message, stale: outcome.stale });
  };

  return (
    <Dialog visible title={title} onCancel={onClose} maskClosable={false} footer={<DialogFooter okText={t.submit} onOk={() => void submit()} cancelText={t.cancel} onCancel={onClose} loading={busy} />}>
      <form
        className="land-dialog"
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {refusal === undefined ? null : (
          <Banner
            className="land-dialog__refusal"
            type="danger"
            closeIcon={null}
            description={
              <span role="alert">
                {refusal.message}
                {refusal.stale ? (
                  <>
                    {' '}
                    {t.staleHint}{' '}
                    <Button size="small" onClick={onReload}>
                      {t.refresh}
                    </Button>
                  </>
                ) : null}
              </span>
            }
          />
        )}
        <div className="land-dialog__field">
          <label id={dateId}>{t.dateLabel}</label>
          <DatePicker
            aria-labelledby={dateId}
            aria-invalid={problems.date !== undefined}
            format="yyyy-MM-dd"
            value={date === '' ? undefined : date}
            placeholder={t.datePlaceholder}
            onChange={(_value, text) => setDate(typeof text === 'string' ? text : '')}
          />
          {problems.date === undefined ? null : (
            <span className="land-dialog__problem" role="alert">
              {problems.date}
            </span>
          )}
        </div>
        <div className="land-dialog__field">
          <label htmlFor={opinionId}>{opinionLabel}</label>
          <TextArea id={opinionId} aria-invalid={problems.opinion !== undefined} value={opinion} placeholder={t.opinionPlaceholder} maxCount={500} autosize onChange={setOpinion} />
          {problems.opinion === undefined ? null : (
            <span className="land-dialog__problem" role="alert">
              {problems.opinion}
            </span>
          )}
        </div>
      </form>
    </Dialog>
  );
}
