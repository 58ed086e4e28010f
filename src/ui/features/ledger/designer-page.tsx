import { useEffect, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import Select from '@douyinfe/semi-ui-19/lib/es/select';
import Toast from '@douyinfe/semi-ui-19/lib/es/toast';
import { ManualDesignerStore } from '../../../app/ledger/manual-designer.store';
import { fieldTypeNames } from '../../../domain/ledger/ledger-form-messages';
import { nextFieldKey } from '../../../domain/ledger/ledger-form-rules';
import { FORM_TITLE_MAX, type FieldType, type FieldValue, type FormField } from '../../../domain/ledger/ledger-form-types';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { CenteredMessage } from '../../kit/centered-message';
import { ReloadBanner } from '../../kit/reload-banner';
import { DesignerChooser } from './designer-chooser';
import { DesignerFieldProps, retyped, typeOptions } from './designer-field-props';
import { listUrl } from './manual-address';
import { useFieldChoices } from './manual-choices';
import { ManualFieldInput } from './manual-field-input';
import { manualTexts } from './manual-texts';
import './manual-ledger.css';

const t = manualTexts.designer;

interface Draft {
  readonly title: string;
  readonly fields: readonly FormField[];
}

const moved = (fields: readonly FormField[], from: number, to: number): FormField[] => {
  const next = [...fields];
  const [field] = next.splice(from, 1);
  if (field !== undefined) next.splice(Math.max(0, Math.min(to, next.length)), 0, field);
  return next;
};

/** 表单设计 (?formId=): fields added, edited, removed and reordered by drag or keyboard, with the entry form previewed live. */
export default function DesignerPage(): ReactNode {
  const location = useLocation();
  const formId = useMemo(() => new URLSearchParams(location.search).get('formId') ?? '', [location.search]);
  const store = useService(ManualDesignerStore);
  const { design, loading, error, refused, save } = useStore(store);
  // The draft belongs to the design version it was begun on: a saved or reloaded design starts a new one.
  const [edit, setEdit] = useState<{ readonly version: number; readonly formId: string; readonly draft: Draft } | undefined>(undefined);
  const draft: Draft | undefined =
    design === undefined ? undefined : edit !== undefined && edit.version === design.version && edit.formId === design.formId ? edit.draft : { title: design.title, fields: design.fields };
  const setDraft = (next: Draft): void => {
    if (design !== undefined) setEdit({ version: design.version, formId: design.formId, draft: next });
  };
  const [picked, setSelected] = useState<string | undefined>(undefined);
  const selected = picked ?? draft?.fields[0]?.key;
  const [newType, setNewType] = useState<FieldType>('text');
  const [dragged, setDragged] = useState<number | undefined>(undefined);
  const [announcement, setAnnouncement] = useState('');
  const [preview, setPreview] = useState<Readonly<Record<string, FieldValue | undefined>>>({});
  const choices = useFieldChoices(draft?.fields);

  useEffect(() => {
    if (formId !== '') void store.load(formId);
  }, [store, formId]);

  if (formId === '') return <DesignerChooser />;
  if (refused !== undefined) return <CenteredMessage title={manualTexts.list.refusedTitle} detail={refused} />;
  if (draft === undefined || design === undefined) {
    return error === undefined ? <p role="status">{loading ? manualTexts.loading : null}</p> : <ReloadBanner message={error} onReload={() => void store.reload()} />;
  }

  const fields = draft.fields;
  const current = fields.find((f) => f.key === selected);
  const setFields = (next: readonly FormField[]): void => setDraft({ ...draft, fields: next });
  const move = (from: number, to: number): void => {
    const field = fields[from];
    if (field === undefined || to < 0 || to >= fields.length || from === to) return;
    setFields(moved(fields, from, to));
    setAnnouncement(t.moved(field.label, to + 1));
  };
  const add = (): void => {
    const key = nextFieldKey(fields);
    const field = retyped({ key, label: t.newLabel(Number(key.slice(1))), type: 'text', required: false }, newType);
    setFields([...fields, field]);
    setSelected(key);
  };
  const onKey = (event: KeyboardEvent, index: number): void => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    move(index, event.key === 'ArrowUp' ? index - 1 : index + 1);
  };
  // A 400 whose every message stands at its field (the name, the list, the chosen field) needs no banner repeating the first.
  const problemKeys = Object.keys(save.problems);
  const shownAtFields = problemKeys.length > 0 && problemKeys.every((key) => key === 'title' || key === 'fields' || key === current?.key);
  const submit = async (): Promise<void> => {
    const saved = await store.save(formId, { title: draft.title, fields, version: design.version });
    if (saved !== undefined) Toast.success(t.saved);
  };

  return (
    <main className="manual-ledger designer" aria-labelledby="designer-title">
      <h1 id="designer-title" className="manual-ledger__title">
        {t.title} — {design.title}
      </h1>
      <div className="manual-ledger__tools">
        <label className="manual-ledger__inline">
          <span>{t.name}</span>
          <Input aria-label={t.name} value={draft.title} maxLength={FORM_TITLE_MAX} onChange={(title) => setDraft({ ...draft, title })} {...(save.problems['title'] === undefined ? {} : { 'aria-invalid': true, 'aria-describedby': 'designer-title-problem' })} />
          {save.problems['title'] === undefined ? null : (
            <span id="designer-title-problem" className="manual-ledger__problem" role="alert">
              {save.problems['title']}
            </span>
          )}
        </label>
        <span className="manual-ledger__spacer" />
        <Link className="manual-ledger__link" to={listUrl(formId)}>
          {t.openList}
        </Link>
        <Button type="primary" theme="solid" loading={save.saving} disabled={save.saving} onClick={() => void submit()}>
          {t.save}
        </Button>
      </div>
      {save.saveError === undefined || shownAtFields ? null : (
        <p className="manual-ledger__error" role="alert">
          {save.saveError}
          {save.conflict ? (
            <Button theme="borderless" onClick={() => void store.reload()}>
              {manualTexts.form.reload}
            </Button>
          ) : null}
        </p>
      )}
      <div className="designer__columns">
        <section className="designer__panel" aria-labelledby="designer-fields">
          <h2 id="designer-fields" className="manual-ledger__subheading">
            {t.fields}
          </h2>
          <p className="designer__hint">{t.dragHint}</p>
          <ol className="designer__list">
            {fields.map((field, index) => (
              <li
                key={field.key}
                className={`designer__item${field.key === selected ? ' designer__item--selected' : ''}${save.problems[field.key] === undefined ? '' : ' designer__item--invalid'}`}
                draggable
                onDragStart={() => setDragged(index)}
                onDragOver={(event) => event.preventDefault()}
                onDrop={(event) => {
                  event.preventDefault();
                  if (dragged !== undefined) move(dragged, index);
                  setDragged(undefined);
                }}
              >
                <button type="button" className="designer__pick" aria-pressed={field.key === selected} onClick={() => setSelected(field.key)} onKeyDown={(event) => onKey(event, index)}>
                  {field.label}
                  <span className="designer__type">
                    {fieldTypeNames[field.type]}
                    {field.required ? ` · ${t.required}` : ''}
                  </span>
                </button>
                <Button size="small" theme="borderless" aria-label={`${t.up} ${field.label}`} disabled={index === 0} onClick={() => move(index, index - 1)}>
                  {t.up}
                </Button>
                <Button size="small" theme="borderless" aria-label={`${t.down} ${field.label}`} disabled={index === fields.length - 1} onClick={() => move(index, index + 1)}>
                  {t.down}
                </Button>
                <Button
                  size="small"
                  theme="borderless"
                  type="danger"
                  aria-label={`${t.remove} ${field.label}`}
                  onClick={() => {
                    setFields(fields.filter((f) => f.key !== field.key));
                    if (selected === field.key) setSelected(undefined);
                  }}
                >
                  {t.remove}
                </Button>
              </li>
            ))}
          </ol>
          {save.problems['fields'] === undefined ? null : (
            <p className="manual-ledger__problem" role="alert">
              {save.problems['fields']}
            </p>
          )}
          <div className="manual-ledger__tools">
            <Select aria-label={t.addType} value={newType} optionList={typeOptions} onChange={(type) => setNewType(type as FieldType)} />
            <Button onClick={add}>{t.add}</Button>
          </div>
          <p className="manual-ledger__sr" aria-live="polite">
            {announcement}
          </p>
        </section>
        <section className="designer__panel" aria-labelledby="designer-props">
          <h2 id="designer-props" className="manual-ledger__subheading">
            {t.properties}
          </h2>
          {current === undefined ? (
            <p className="designer__hint">{t.noField}</p>
          ) : (
            <DesignerFieldProps key={current.key} field={current} problem={save.problems[current.key]} onChange={(next) => setFields(fields.map((f) => (f.key === next.key ? next : f)))} />
          )}
        </section>
        <section className="designer__panel" aria-labelledby="designer-preview">
          <h2 id="designer-preview" className="manual-ledger__subheading">
            {t.preview}
          </h2>
          <div className="manual-ledger__form">
            {fields.map((field) => (
              <ManualFieldInput key={`${field.key}-${field.type}`} idPrefix="designer-preview" field={field} value={preview[field.key]} choices={choices} onChange={(value) => setPreview((p) => ({ ...p, [field.key]: value }))} />
            ))}
          </div>
        </section>
      </div>
    </main>
  );
}
