import { useEffect, useState, type ReactNode } from 'react';
import Banner from '@douyinfe/semi-ui-19/lib/es/banner';
import Checkbox from '@douyinfe/semi-ui-19/lib/es/checkbox';
import Spin from '@douyinfe/semi-ui-19/lib/es/spin';
import { ReceiptSplitStore } from '../../../app/document/receipt-split.store';
import type { ReceiptRow } from '../../../domain/document/receipt-service';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { Dialog } from '../../kit/dialog';
import { DialogFooter } from '../../kit/dialog-footer';
import { receiptTexts as t } from './receipt-texts';

/** 分办 (keyed by the receipt, so each opening starts with nothing picked): pick the offices of the bureau; on a refusal (someone split it first) the choice stays and the message says why. */
export function ReceiptSplitDialog({ receipt, onClose, onSplit }: { readonly receipt: ReceiptRow | undefined; readonly onClose: () => void; readonly onSplit: () => void }): ReactNode {
  const store = useService(ReceiptSplitStore);
  const { choices, saving, error } = useStore(store);
  const [picked, setPicked] = useState<readonly string[]>([]);
  useEffect(() => {
    if (receipt === undefined) return;
    store.clearError();
    if (store.getValue().choices === undefined) void store.loadChoices();
  }, [receipt, store]);
  const submit = async (): Promise<void> => {
    if (receipt === undefined) return;
    if (await store.split(receipt.id, receipt.version, picked)) onSplit();
  };
  return (
    <Dialog
      title={receipt === undefined ? t.split : t.splitTitle(receipt.title)}
      visible={receipt !== undefined}
      maskClosable={false}
      onCancel={onClose}
      footer={<DialogFooter okText={t.splitSubmit} onOk={() => void submit()} cancelText={t.cancel} onCancel={onClose} loading={saving} />}
    >
      {choices === undefined && error === undefined ? (
        <div role="status">
          <Spin /> {t.loading}
        </div>
      ) : (
        <fieldset className="receipt__choices">
          <legend>{t.departments}</legend>
          {(choices ?? []).map((choice) => (
            <Checkbox
              key={choice.id}
              checked={picked.includes(choice.id)}
              onChange={(event) => setPicked((now) => (event.target.checked === true ? [...now, choice.id] : now.filter((id) => id !== choice.id)))}
            >
              {choice.name}
            </Checkbox>
          ))}
        </fieldset>
      )}
      {error === undefined ? null : <Banner type="danger" closeIcon={null} description={error} />}
    </Dialog>
  );
}
