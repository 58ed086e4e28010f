import { useState, type ReactNode } from 'react';
import Banner from '@douyinfe/semi-ui-19/lib/es/banner';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import InputNumber from '@douyinfe/semi-ui-19/lib/es/inputNumber';
import { formProblems, type FormProblems, type FormValues, type ReportFormDefinition } from '../../../../domain/statistics/report-form';
import type { ReportFormAnswer } from '../../../../domain/statistics/report-form-service';
import { reportFormTexts as t } from './report-form-texts';

type Draft = Readonly<Record<string, number | undefined>>;

export interface ReportFormEditorProps {
  readonly def: ReportFormDefinition;
  readonly answer: ReportFormAnswer;
  readonly saving: boolean;
  readonly saveError: string;
  readonly stale: boolean;
  readonly serverProblems: FormProblems;
  readonly onSave: (values: FormValues) => Promise<boolean>;
  readonly onLoadTheirs: () => void;
}

const draftOf = (def: ReportFormDefinition, values: FormValues | null): Draft => Object.fromEntries(def.fields.map((f) => [f.key, values?.[f.key]]));

/**
 * A county's form: one number per field with its unit, each field's message under it (the
 * domain's rules, then the server's), 保存 once at a time. The typed values are this component's
 * own and stay whatever a save answers; only a newly loaded answer (another period, or 载入他人保存的数据) replaces them.
 */
export function ReportFormEditor({ def, answer, saving, saveError, stale, serverProblems, onSave, onLoadTheirs }: ReportFormEditorProps): ReactNode {
  const [draft, setDraft] = useState<Draft>(() => draftOf(def, answer.values));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const loadedKey = `${answer.divisionCode}/${answer.period}/${answer.version}`;
  const [shownKey, setShownKey] = useState(loadedKey);
  // A different answer was loaded (a save or 载入他人保存的数据, never a refused save): show its values.
  if (loadedKey !== shownKey) {
    setShownKey(loadedKey);
    setDraft(draftOf(def, answer.values));
    setTouched(new Set());
    setSubmitted(false);
  }

  const problems = formProblems(def, draft);
  const editable = answer.editable;
  const shownProblem = (key: string): string | undefined => (submitted || touched.has(key) ? (problems[key] ?? serverProblems[key]) : serverProblems[key]);

  const submit = async (): Promise<void> => {
    setSubmitted(true);
    if (saving || Object.keys(problems).length > 0) return;
    const values: Record<string, number> = {};
    for (const field of def.fields) values[field.key] = draft[field.key] ?? 0;
    await onSave(values);
  };

  return (
    <section className="report-form-card" aria-labelledby="report-form-title">
      <h2 id="report-form-title">{t.formTitle(answer.divisionName, answer.periodLabel)}</h2>
      {editable ? null : <p>{t.readOnly}</p>}
      {stale ? (
        <Banner
          type="warning"
          closeIcon={null}
          title={t.staleTitle}
          description={
            <span className="reload-banner__text">
              {saveError}
              <Button size="small" onClick={onLoadTheirs}>
                {t.loadTheirs}
              </Button>
            </span>
          }
        />
      ) : saveError === '' ? null : (
        <Banner type="danger" closeIcon={null} description={saveError} />
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="report-form-editor__fields">
          {def.fields.map((field) => {
            const id = `report-form-${field.key}`;
            const problem = shownProblem(field.key);
            return (
              <div className="report-form-editor__field" key={field.key}>
                <label htmlFor={id}>{`${field.label}（${field.unit}）`}</label>
                <InputNumber
                  id={id}
                  value={draft[field.key] ?? ''}
                  min={0}
                  precision={field.decimals}
                  disabled={!editable}
                  validateStatus={problem === undefined ? 'default' : 'error'}
                  aria-invalid={problem !== undefined}
                  aria-describedby={problem === undefined ? undefined : `${id}-error`}
                  onChange={(value) => setDraft((current) => ({ ...current, [field.key]: typeof value === 'number' && Number.isFinite(value) ? value : undefined }))}
                  onBlur={() => setTouched((current) => new Set(current).add(field.key))}
                />
                {problem === undefined ? null : (
                  <div id={`${id}-error`} className="report-form-editor__error" role="alert">
                    {problem}
                  </div>
                )}
              </div>
            );
          })}
        </div>
        <div className="report-form-editor__foot">
          {editable ? (
            <Button htmlType="submit" theme="solid" type="primary" loading={saving} disabled={saving}>
              {t.save}
            </Button>
          ) : null}
          <span>{t.version(answer.version, answer.savedAt)}</span>
          {submitted && Object.keys(problems).length > 0 ? <span role="status">{t.fixFirst}</span> : null}
        </div>
      </form>
    </section>
  );
}
