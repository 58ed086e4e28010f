import { useRef, useState, type ReactNode } from 'react';
import Banner from '@douyinfe/semi-ui-19/lib/es/banner';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import TextArea from '@douyinfe/semi-ui-19/lib/es/input/textarea';
import Select from '@douyinfe/semi-ui-19/lib/es/select';
import Toast from '@douyinfe/semi-ui-19/lib/es/toast';
import type { LedgerIndexStore } from '../../../app/ledger/ledger-index.store';
import { LEDGER_DESCRIPTION_MAX, LEDGER_NAME_MAX } from '../../../domain/ledger/ledger-limits';
import { LEDGER_CYCLE_LABELS, LEDGER_CYCLES, type LedgerCycle, type LedgerRow } from '../../../domain/ledger/ledger-types';
import { Dialog } from '../../kit/dialog';
import { DialogFooter } from '../../kit/dialog-footer';
import { ledgerTexts } from './ledger-texts';

const t = ledgerTexts.edit;

interface Props {
  readonly store: LedgerIndexStore;
  readonly row: LedgerRow;
  readonly onClose: () => void;
}

/** 编辑台账 (the province): name, cycle and description on the row's version; a refusal keeps what was typed. */
export function LedgerEditDialog({ store, row, onClose }: Props): ReactNode {
  const [name, setName] = useState(row.name);
  const [cycle, setCycle] = useState<LedgerCycle>(row.cycle);
  const [description, setDescription] = useState(row.description);
  const [refusal, setRefusal] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  // The state lags a render behind a double click; the ref does not.
  const saving = useRef(false);
  const save = async (): Promise<void> => {
    if (saving.current) return;
    saving.current = true;
    setBusy(true);
    const refused = await store.save(row.id, { name, cycle, description, version: row.version });
    saving.current = false;
    setBusy(false);
    if (refused === undefined) {
      Toast.success(t.saved);
      onClose();
    } else setRefusal(refused);
  };
  return (
    <Dialog visible title={t.title(row.name)} onCancel={onClose} footer={<DialogFooter okText={t.save} onOk={() => void save()} cancelText={t.cancel} onCancel={onClose} loading={busy} />}>
      <div className="ledger__form">
        {refusal === undefined ? null : <Banner type="danger" closeIcon={null} description={refusal} />}
        <label htmlFor="ledger-edit-name">{t.name}</label>
        <Input id="ledger-edit-name" value={name} maxLength={LEDGER_NAME_MAX} onChange={setName} />
        <span id="ledger-edit-cycle">{t.cycle}</span>
        <Select
          aria-labelledby="ledger-edit-cycle"
          value={cycle}
          optionList={LEDGER_CYCLES.map((c) => ({ value: c, label: LEDGER_CYCLE_LABELS[c] }))}
          onChange={(value) => setCycle(LEDGER_CYCLES.find((c) => c === value) ?? cycle)}
        />
        <label htmlFor="ledger-edit-description">{t.description}</label>
        <TextArea id="ledger-edit-description" value={description} maxCount={LEDGER_DESCRIPTION_MAX} onChange={setDescription} />
      </div>
    </Dialog>
  );
}
