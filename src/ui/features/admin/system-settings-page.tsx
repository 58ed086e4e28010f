import { useEffect, useState, type ReactNode } from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import Select from '@douyinfe/semi-ui-19/lib/es/select';
import { SystemSettingsStore } from '../../../app/admin/system-settings.store';
import { messageOf, problemsOf } from '../../../app/shared/failure-reading';
import type { SystemSettings, SystemSettingsInput } from '../../../domain/admin/site-info';
import { settingsProblems } from '../../../domain/admin/system-settings';
import { PAGE_SIZES } from '../../../domain/format/page-size';
import { Notifier } from '../../../ports/browser.port';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { Field } from './admin-field';
import { useSubmitOnce } from './admin-user-dialogs';
import { adminTexts as t } from './admin-texts';
import './admin.css';

const SAVED_MS = 3000;

/** The form as typed: the session length stays text, so clearing the field shows it empty rather than a number it is not. */
type SettingsForm = Omit<SystemSettingsInput, 'sessionMinutes'> & { readonly sessionText: string };

const formOf = ({ sessionMinutes, ...settings }: SystemSettings): SettingsForm => ({ ...settings, sessionText: String(sessionMinutes) });
const inputOf = ({ sessionText, ...form }: SettingsForm): SystemSettingsInput => ({ ...form, sessionMinutes: /^\d{1,6}$/.test(sessionText.trim()) ? Number(sessionText.trim()) : Number.NaN });

/** 系统设置 (/setting/system): the login page's unit names, the session length and the default page size. */
export default function SystemSettingsPage(): ReactNode {
  const store = useService(SystemSettingsStore);
  const notifier = useService(Notifier);
  const { settings, loading, error } = useStore(store);
  // What the administrator typed; the saved parameters until they type.
  const [edited, setForm] = useState<SettingsForm | undefined>(undefined);
  const form = edited ?? (settings === undefined ? undefined : formOf(settings));
  const [problems, setProblems] = useState<Readonly<Record<string, string>>>({});
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const once = useSubmitOnce();

  useEffect(() => {
    void store.load();
  }, [store]);

  const heading = <h1 className="admin-page__heading">{t.systemHeading}</h1>;
  if (error !== undefined && edited === undefined) {
    return (
      <section className="admin-page" aria-label={t.systemHeading}>
        {heading}
        <div className="admin-error" role="alert">
          {error}
        </div>
        <div>
          <Button onClick={() => void store.load()}>{t.reload}</Button>
        </div>
      </section>
    );
  }
  if (form === undefined || (loading && edited === undefined)) {
    return (
      <section className="admin-page" aria-label={t.systemHeading} aria-busy="true">
        {heading}
        <span role="status">{t.loading}</span>
      </section>
    );
  }

  const submit = (): Promise<void> =>
    once(async () => {
      const input = inputOf(form);
      // The rule the server applies, checked here first so the messages come without a call.
      const local = settingsProblems(input);
      if (Object.keys(local).length > 0) {
        setProblems(local);
        return;
      }
      setSaving(true);
      try {
        await store.save(input);
        setForm(undefined);
        setProblems({});
        setFailure(undefined);
        notifier.notify({ message: t.saved, level: 'success', durationMs: SAVED_MS });
      } catch (refusal) {
        setProblems(problemsOf(refusal));
        setFailure(messageOf(refusal, t.systemHeading));
      } finally {
        setSaving(false);
      }
    });
  const change = (changes: Partial<SettingsForm>): void => setForm({ ...form, ...changes });

  return (
    <section className="admin-page admin-settings" aria-label={t.systemHeading}>
      {heading}
      <form
        className="admin-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Field label={t.hostUnit} error={problems['hostUnit']}>
          {(state) => <Input {...state} value={form.hostUnit} onChange={(hostUnit) => change({ hostUnit })} aria-label={t.hostUnit} />}
        </Field>
        <Field label={t.organisingUnit} error={problems['organisingUnit']}>
          {(state) => <Input {...state} value={form.organisingUnit} onChange={(organisingUnit) => change({ organisingUnit })} aria-label={t.organisingUnit} />}
        </Field>
        <Field label={t.sessionMinutes} error={problems['sessionMinutes']}>
          {(state) => <Input {...state} value={form.sessionText} onChange={(sessionText) => change({ sessionText })} aria-label={t.sessionMinutes} inputMode="numeric" />}
        </Field>
        <Field label={t.defaultPageSize} error={problems['defaultPageSize']}>
          {(state) => <Select {...state} value={form.defaultPageSize} onSelect={(value) => change({ defaultPageSize: Number(value) })} optionList={PAGE_SIZES.map((size) => ({ value: size, label: t.perPage(size) }))} aria-label={t.defaultPageSize} style={{ width: '100%' }} />}
        </Field>
        {failure === undefined || Object.keys(problems).length > 0 ? null : (
          <div className="admin-form__failure" role="alert">
            {failure}
          </div>
        )}
        <div>
          <Button htmlType="submit" theme="solid" type="primary" loading={saving}>
            {saving ? t.saving : t.save}
          </Button>
        </div>
      </form>
    </section>
  );
}
