import type { ReactNode } from 'react';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import InputNumber from '@douyinfe/semi-ui-19/lib/es/inputNumber';
import Select from '@douyinfe/semi-ui-19/lib/es/select';
import TreeSelect from '@douyinfe/semi-ui-19/lib/es/treeSelect';
import type { TreeNodeData } from '@douyinfe/semi-ui-19/lib/es/tree/interface';
import { dateValue } from '../../../domain/ledger/ledger-form-rules';
import type { FieldValue, FormField } from '../../../domain/ledger/ledger-form-types';
import type { DivisionNode } from '../../../ports/api/division.dto';
import type { TreeOption } from '../../../ports/api/user.dto';
import { TreeSelector } from '../../kit/tree-select/tree-select';
import { DayPicker } from './day-picker';
import { manualTexts } from './manual-texts';

/** What a division or person field is picked from: the caller's jurisdiction and the people tree. */
export interface FieldChoices {
  readonly divisions: readonly DivisionNode[];
  readonly people: readonly TreeOption[];
}

interface FieldInputProps {
  readonly field: FormField;
  readonly value: FieldValue | undefined;
  readonly onChange: (value: FieldValue | undefined) => void;
  readonly choices: FieldChoices;
  readonly problem?: string;
  readonly idPrefix: string;
}

const treeOf = (nodes: readonly DivisionNode[]): TreeNodeData[] =>
  nodes.map((n) => ({ key: n.key, value: n.value, label: n.label, ...(n.children === undefined ? {} : { children: treeOf(n.children) }) }));

function Control({ field, value, onChange, choices, problem, idPrefix }: FieldInputProps): ReactNode {
  const aria = { 'aria-label': field.label, 'aria-invalid': problem !== undefined, ...(problem === undefined ? {} : { 'aria-describedby': `${idPrefix}-${field.key}-problem` }) };
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  switch (field.type) {
    case 'number':
      return (
        <InputNumber
          {...aria}
          value={typeof value === 'number' ? value : undefined}
          precision={field.precision ?? 0}
          suffix={field.unit}
          onNumberChange={(n) => onChange(Number.isFinite(n) ? n : undefined)}
          onChange={(v) => v === '' && onChange(undefined)}
        />
      );
    case 'date':
      return <DayPicker label={field.label} value={text} invalid={problem !== undefined} describedBy={aria['aria-describedby']} onChange={(day) => onChange(day === '' ? undefined : day)} />;
    case 'single':
      return <Select {...aria} value={text === '' ? undefined : text} placeholder={manualTexts.form.choose} showClear optionList={(field.options ?? []).map((o) => ({ value: o, label: o }))} onChange={(v) => onChange(typeof v === 'string' ? v : undefined)} />;
    case 'multiple':
      return (
        <Select
          {...aria}
          multiple
          value={Array.isArray(value) ? [...value] : []}
          placeholder={manualTexts.form.choose}
          optionList={(field.options ?? []).map((o) => ({ value: o, label: o }))}
          onChange={(v) => onChange(Array.isArray(v) ? v.filter((c): c is string => typeof c === 'string') : undefined)}
        />
      );
    case 'division':
      return <TreeSelect {...aria} value={text === '' ? undefined : text} placeholder={manualTexts.form.choose} filterTreeNode showClear treeData={treeOf(choices.divisions)} onChange={(v) => onChange(typeof v === 'string' ? v : undefined)} />;
    case 'person':
      return <TreeSelector aria-label={field.label} options={choices.people} invalid={problem !== undefined} placeholder={manualTexts.form.choose} {...(text === '' ? {} : { value: text })} onChange={(option) => onChange(option.id)} />;
    default:
      return <Input {...aria} value={text} onChange={(v) => onChange(v)} />;
  }
}

/** A date typed outside the designed range (or not a day): the rule's message before anything is sent. */
export function typedProblem(field: FormField, value: FieldValue | undefined): string | undefined {
  if (field.type !== 'date' || typeof value !== 'string' || value.trim() === '') return undefined;
  const checked = dateValue(field, value);
  return checked.ok ? undefined : checked.error;
}

/** One designed field as an entry control, with its label, required mark and its message (the typed value's, or the server's) under it. */
export function ManualFieldInput(props: FieldInputProps): ReactNode {
  const { field, idPrefix } = props;
  const problem = typedProblem(field, props.value) ?? props.problem;
  return (
    <div className="manual-ledger__field">
      <span className="manual-ledger__label">
        {field.label}
        {field.required ? <span className="manual-ledger__required"> *<span className="manual-ledger__sr">{manualTexts.form.required}</span></span> : null}
      </span>
      <Control {...props} {...(problem === undefined ? {} : { problem })} />
      {problem === undefined ? null : (
        <span id={`${idPrefix}-${field.key}-problem`} className="manual-ledger__problem" role="alert">
          {problem}
        </span>
      )}
    </div>
  );
}
