import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Collapse from '@douyinfe/semi-ui-19/lib/es/collapse';
import Spin from '@douyinfe/semi-ui-19/lib/es/spin';
import { NoticeReceiptsStore } from '../../../app/notice/notice-receipts.store';
import type { NoticeReceiptPerson } from '../../../domain/notice/notice-types';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { NoticeConfirm, type NoticeConfirmRequest } from './notice-confirm';
import { noticeEditPath } from './notice-paths';
import { noticeTexts as t } from './notice-texts';

const names = (people: readonly NoticeReceiptPerson[]): string => (people.length === 0 ? t.nobody : people.map((p) => p.name).join('、'));

/** The writer's part of the details page: 编辑/撤回/置顶 as the status allows, 阅读情况 per unit and 提醒未读. */
export function NoticeReceiptsSection({ id }: { readonly id: string }): ReactNode {
  const store = useService(NoticeReceiptsStore);
  const state = useStore(store);
  const navigate = useNavigate();
  const [confirm, setConfirm] = useState<NoticeConfirmRequest | undefined>(undefined);

  useEffect(() => {
    void store.open(id);
  }, [store, id]);

  if (state.status === 'idle' || (state.status === 'loading' && state.id === id)) return <Spin tip={t.loading} />;
  if (state.status === 'failed' || state.id !== id) {
    return (
      <p className="notice-page__error" role="alert">
        {t.receiptsFailed}
        <Button size="small" onClick={() => void store.open(id)}>
          {t.retry}
        </Button>
      </p>
    );
  }
  if (state.status !== 'loaded') return null;
  const { draft, receipts, busy } = state;
  const published = draft.status === 'published';

  return (
    <section className="notice-receipts" aria-labelledby="notice-receipts-title">
      <div className="notice-receipts__actions">
        {published ? null : <Button onClick={() => void navigate(noticeEditPath(id))}>{t.edit}</Button>}
        {published ? (
          <Button disabled={busy} onClick={() => setConfirm({ title: t.withdraw, text: t.withdrawConfirm, run: () => store.act({ kind: 'withdraw' }) })}>
            {t.withdraw}
          </Button>
        ) : null}
        <Button disabled={busy} onClick={() => void store.act({ kind: 'pin', pinned: !draft.pinned })}>
          {draft.pinned ? t.unpin : t.pin}
        </Button>
      </div>
      <h2 id="notice-receipts-title">{t.receipts}</h2>
      {receipts === undefined ? (
        <p className="notice-details__none">{t.receiptsNone}</p>
      ) : (
        <>
          <p className="notice-receipts__summary">
            <span>{t.receiptsSummary(receipts.readCount, receipts.unreadCount)}</span>
            {published ? (
              <Button
                disabled={busy || receipts.unreadCount === 0}
                onClick={() => setConfirm({ title: t.remindConfirm, text: t.remindConfirmText(receipts.unreadCount), run: () => store.remind() })}
              >
                {t.remind}
              </Button>
            ) : null}
          </p>
          <Collapse>
            {receipts.units.map((unit) => (
              <Collapse.Panel key={unit.divisionCode} itemKey={unit.divisionCode} header={t.unitSummary(unit.divisionName, unit.read.length, unit.unread.length)}>
                <dl className="notice-receipts__people">
                  <dt>{t.readNames}</dt>
                  <dd>{names(unit.read)}</dd>
                  <dt>{t.unreadNames}</dt>
                  <dd>{names(unit.unread)}</dd>
                </dl>
              </Collapse.Panel>
            ))}
          </Collapse>
        </>
      )}
      <NoticeConfirm request={confirm} onClose={() => setConfirm(undefined)} />
    </section>
  );
}
