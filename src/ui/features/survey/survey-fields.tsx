import { useId, type ReactNode } from 'react';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import Radio from '@douyinfe/semi-ui-19/lib/es/radio/radio';
import RadioGroup from '@douyinfe/semi-ui-19/lib/es/radio/radioGroup';
import { CHECK_ANSWER_LABELS, CHECK_ANSWERS, CHECK_ITEM_LABELS, type CheckAnswer, type CheckEntry, type CheckItemId } from '../../../domain/survey/survey-types';
import { surveyTexts as t } from './survey-texts';

/** A labelled control with its message under it, tied by aria-describedby. */
export function Field({ label, error, children }: { readonly label: string; readonly error: string | undefined; readonly children: (ids: { id: string; errorId: string | undefined }) => ReactNode }): ReactNode {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="survey__form-field">
      <label htmlFor={id} className="survey__label">
        {label}
      </label>
      {children({ id, errorId: error === undefined ? undefined : errorId })}
      {error === undefined ? null : (
        <div id={errorId} role="alert" className="survey__error">
          {error}
        </div>
      )}
    </div>
  );
}

interface ChecklistProps {
  readonly items: readonly CheckItemId[];
  readonly entries: readonly CheckEntry[];
  readonly problems: Readonly<Record<string, string>>;
  readonly readOnly: boolean;
  readonly onChange: (entries: CheckEntry[]) => void;
}

/** 核查清单: each item 是 / 否 / 不适用 with a note. */
export function Checklist({ items, entries, problems, readOnly, onChange }: ChecklistProps): ReactNode {
  const set = (item: CheckItemId, change: Partial<CheckEntry>): void => {
    const current = entries.find((e) => e.item === item) ?? { item, answer: 'na' as CheckAnswer, note: '' };
    const next = { ...current, ...change };
    onChange(items.flatMap((id) => (id === item ? [next] : entries.filter((e) => e.item === id))));
  };
  return (
    <fieldset className="survey__checklist">
      <legend className="survey__label">{t.checklist}</legend>
      {items.map((item) => {
        const entry = entries.find((e) => e.item === item);
        const error = problems[`checklist.${item}`];
        return (
          <div key={item} className="survey__check">
            <span className="survey__check-item">{CHECK_ITEM_LABELS[item]}</span>
            <RadioGroup aria-label={CHECK_ITEM_LABELS[item]} value={entry?.answer} disabled={readOnly} onChange={(event) => set(item, { answer: event.target.value as CheckAnswer })}>
              {CHECK_ANSWERS.map((answer) => (
                <Radio key={answer} value={answer}>
                  {CHECK_ANSWER_LABELS[answer]}
                </Radio>
              ))}
            </RadioGroup>
            <Input aria-label={t.checkNote(CHECK_ITEM_LABELS[item])} className="survey__check-note" value={entry?.note ?? ''} maxLength={200} disabled={readOnly} onChange={(note) => set(item, { note })} />
            {error === undefined ? null : (
              <div role="alert" className="survey__error">
                {error}
              </div>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
