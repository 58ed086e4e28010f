import { useState, type ReactNode } from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import TextArea from '@douyinfe/semi-ui-19/lib/es/input/textarea';
import Toast from '@douyinfe/semi-ui-19/lib/es/toast';
import type { LedgerDetailStore } from '../../../app/ledger/ledger-detail.store';
import { LEDGER_OPINION_MAX } from '../../../domain/ledger/ledger-limits';
import type { LedgerOpinionView } from '../../../domain/ledger/ledger-types';
import { formatDateTime } from '../../../domain/format/date';
import { ledgerTexts } from './ledger-texts';

const t = ledgerTexts.detail;

interface Props {
  readonly store: LedgerDetailStore;
  readonly opinions: readonly LedgerOpinionView[];
  readonly busy: boolean;
}

/** The instance's opinions, oldest first; a refused opinion keeps the typed text. */
export function LedgerOpinions({ store, opinions, busy }: Props): ReactNode {
  const [text, setText] = useState('');
  const submit = async (): Promise<void> => {
    if (await store.addOpinion(text)) {
      setText('');
      Toast.success(t.added);
    } else Toast.error(store.getValue().actionError ?? '');
  };
  const remove = async (id: string): Promise<void> => {
    if (!(await store.deleteOpinion(id))) Toast.error(store.getValue().actionError ?? '');
  };
  return (
    <section className="ledger__panel" aria-labelledby="ledger-opinions-heading">
      <h2 id="ledger-opinions-heading" className="ledger__subheading">
        {t.opinions}
      </h2>
      {opinions.length === 0 ? (
        <p className="ledger__muted">{t.noOpinions}</p>
      ) : (
        <ul className="ledger__opinions">
          {opinions.map((o) => (
            <li key={o.id} className="ledger__opinion">
              <strong>{o.userName}</strong>
              <span className="ledger__opinion-meta">{formatDateTime(Date.parse(o.createdAt))}</span>
              {o.own ? (
                <Button size="small" theme="borderless" type="danger" aria-label={t.removeLabel(o.userName)} disabled={busy} onClick={() => void remove(o.id)}>
                  {t.remove}
                </Button>
              ) : null}
              <p className="ledger__opinion-text">{o.content}</p>
            </li>
          ))}
        </ul>
      )}
      <TextArea aria-label={t.opinionLabel} placeholder={t.opinionPlaceholder} value={text} maxCount={LEDGER_OPINION_MAX} autosize={{ minRows: 2, maxRows: 6 }} onChange={setText} />
      <div>
        <Button type="primary" theme="solid" loading={busy} disabled={busy || text.trim() === ''} onClick={() => void submit()}>
          {t.submit}
        </Button>
      </div>
    </section>
  );
}
