import { useId, useState, type ReactNode } from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Checkbox from '@douyinfe/semi-ui-19/lib/es/checkbox';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import { isPhone } from '../../../domain/validation/validators';
import { Notifier } from '../../../ports/browser.port';
import { useService } from '../../di/container-context';
import { demoTexts } from './demo-texts';

const t = demoTexts.standard;
const SAVE_MS = 600;

interface Draft {
  readonly name: string;
  readonly area: string;
  readonly phone: string;
}

function problemsOf(draft: Draft): Partial<Record<keyof Draft, string>> {
  const area = Number(draft.area);
  return {
    ...(draft.name.trim() === '' ? { name: t.nameRequired } : {}),
    ...(draft.area.trim() === '' || !Number.isFinite(area) || area <= 0 ? { area: t.areaInvalid } : {}),
    ...(draft.phone.trim() !== '' && !isPhone(draft.phone.trim()) ? { phone: t.phoneInvalid } : {}),
  };
}

/** The form template: Chinese messages under each field, one save at a time, and nothing typed is lost when a save fails. */
export function StandardForm(): ReactNode {
  const notifier = useService(Notifier);
  const [draft, setDraft] = useState<Draft>({ name: '', area: '', phone: '' });
  const [shown, setShown] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failNext, setFailNext] = useState(true);
  const [failure, setFailure] = useState(false);
  const ids = { name: useId(), area: useId(), phone: useId() };
  const problems = shown ? problemsOf(draft) : {};
  const field = (key: keyof Draft, label: string): ReactNode => (
    <div style={{ marginBottom: 12 }}>
      <label htmlFor={ids[key]}>{label}</label>
      <Input id={ids[key]} value={draft[key]} onChange={(value) => setDraft((current) => ({ ...current, [key]: value }))} aria-invalid={problems[key] !== undefined} aria-describedby={`${ids[key]}-error`} />
      <div id={`${ids[key]}-error`} className="demo-error" role={problems[key] === undefined ? undefined : 'alert'}>
        {problems[key]}
      </div>
    </div>
  );
  const save = (): void => {
    if (saving) return;
    setShown(true);
    if (Object.keys(problemsOf(draft)).length > 0) return;
    setSaving(true);
    setFailure(false);
    window.setTimeout(() => {
      setSaving(false);
      if (failNext) setFailure(true);
      else notifier.notify({ message: t.saved, level: 'success', durationMs: 3000 });
    }, SAVE_MS);
  };
  return (
    <form
      className="demo-form"
      style={{ marginTop: 12 }}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <h3>{t.formTitle}</h3>
      {field('name', t.formName)}
      {field('area', t.formArea)}
      {field('phone', t.formPhone)}
      <Checkbox checked={failNext} onChange={(event) => setFailNext(event.target.checked === true)}>
        {t.failNext}
      </Checkbox>
      {failure ? (
        <p role="alert" className="demo-error">
          {t.saveFailed}
        </p>
      ) : null}
      <Button htmlType="submit" theme="solid" loading={saving} style={{ marginTop: 12 }}>
        {saving ? t.saving : t.save}
      </Button>
    </form>
  );
}
