import { useState, type FormEvent, type ReactNode } from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import { ManualRowStore } from '../../../app/ledger/manual-row.store';
import type { FieldValue, FormDesign, ManualRowView } from '../../../domain/ledger/ledger-form-types';
import { useService } from '../../di/container-context';
import { Dialog } from '../../kit/dialog';
import { useStore } from '../../hooks/use-store';
import type { FieldChoices } from './manual-field-input';
import { ManualFieldInput, typedProblem } from './manual-field-input';
import { manualTexts } from './manual-texts';

const t = manualTexts.form;

type Draft = Readonly<Record<string, FieldValue | undefined>>;

interface RowDialogProps {
  readonly design: FormDesign;
  /** The row being edited; undefined to add one. */
  readonly row: ManualRowView | undefined;
  readonly choices: FieldChoices;
  readonly onClose: () => void;
  readonly onSaved: (row: ManualRowView) => void;
  /** 重新加载 after a stale save: the list fetches the row's current version; the typed values stay. */
  readonly onReload: () => void;
}

/** 新增 / 编辑 one row, by a form generated from the design; a refusal keeps what was typed. */
export function ManualRowDialog({ design, row, choices, onClose, onSaved, onReload }: RowDialogProps): ReactNode {
  const store = useService(ManualRowStore);
  const { saving, saveError, conflict, problems } = useStore(store);
  const [draft, setDraft] = useState<Draft>(() => ({ ...(row?.values ?? {}) }));
  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    // A date outside the designed range already says so at its field: nothing is sent until it is fixed.
    if (design.fields.some((field) => typedProblem(field, draft[field.key]) !== undefined)) return;
    const values = Object.fromEntries(Object.entries(draft).filter((entry): entry is [string, FieldValue] => entry[1] !== undefined));
    const saved = await store.save({ formId: design.formId, version: row?.version ?? 0, values, ...(row === undefined ? {} : { instanceId: row.instanceId }) });
    if (saved !== undefined) onSaved(saved);
  };
  const close = (): void => {
    store.reset();
    onClose();
  };
  return (
    <Dialog visible title={row === undefined ? t.addTitle(design.title) : t.editTitle(design.title)} onCancel={close} footer={null} width={640}>
      <form className="manual-ledger__form" onSubmit={(event) => void submit(event)} noValidate>
        {design.fields.map((field) => (
          <ManualFieldInput
            key={field.key}
            idPrefix="manual-row"
            field={field}
            value={draft[field.key]}
            choices={choices}
            onChange={(value) => setDraft((d) => ({ ...d, [field.key]: value }))}
            {...(problems[field.key] === undefined ? {} : { problem: problems[field.key] })}
          />
        ))}
        {/* A 400's message is the first field's, already shown beside it. */}
        {saveError === undefined || Object.keys(problems).length > 0 ? null : (
          <p className="manual-ledger__error" role="alert">
            {saveError}
            {conflict ? (
              <Button theme="borderless" onClick={onReload}>
                {t.reload}
              </Button>
            ) : null}
          </p>
        )}
        <div className="manual-ledger__actions">
          <Button onClick={close}>{t.cancel}</Button>
          <Button htmlType="submit" type="primary" theme="solid" loading={saving} disabled={saving}>
            {t.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
