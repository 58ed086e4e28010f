import { useEffect, useState, type ReactNode } from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import Select from '@douyinfe/semi-ui-19/lib/es/select';
import { SystemSettingsStore } from '../../../app/admin/system-settings.store';
import { messageOf, problemsOf } from '../../../app/shared/failure-reading';
import type { SystemSettingsInput } from '../../../domain/admin/site-info';
import { PAGE_SIZES } from '../../../domain/format/page-size';
import { Notifier } from '../../../ports/browser.port';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { useSubmitOnce } from './admin-user-dialogs';
import { adminTexts as t } from './admin-texts';
import './admin.css';

const SAVED_MS = 3000;

function Field({ label, error, children }: { label: string; error: string | undefined; children: ReactNode }): ReactNode {
  return (
    <label className="admin-field">
      <span className="admin-field__label">{label}</span>
      {children}
      <span className="admin-field__error" role={error === undefined ? undefined : 'alert'}>
        {error ?? ''}
      </span>
    </label>
  );
}

/** 系统设置 (/setting/system): the login page's unit names, the session length and the default page size. */
export default function SystemSettingsPage(): ReactNode {
  const store = useService(SystemSettingsStore);
  const notifier = useService(Notifier);
  const { settings, loading, error } = useStore(store);
  // What the administrator typed; the saved parameters until they type.
  const [edited, setForm] = useState<SystemSettingsInput | undefined>(undefined);
  const form = edited ?? settings;
  const [problems, setProblems] = useState<Readonly<Record<string, string>>>({});
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const once = useSubmitOnce();

  useEffect(() => {
    void store.load();
  }, [store]);

  if (error !== undefined) {
    return (
      <section className="admin-page" aria-label={t.systemHeading}>
        <h1 className="admin-page__heading">{t.systemHeading}</h1>
        <div className="admin-error" role="alert">
          {error}
        </div>
      </section>
    );
  }
  if (form === undefined || (loading && edited === undefined)) return <div className="admin-page">{t.loading}</div>;

  const submit = (): Promise<void> =>
    once(async () => {
      setSaving(true);
      try {
        await store.save(form);
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

  return (
    <section className="admin-page admin-settings" aria-label={t.systemHeading}>
      <h1 className="admin-page__heading">{t.systemHeading}</h1>
      <form
        className="admin-form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Field label={t.hostUnit} error={problems['hostUnit']}>
          <Input value={form.hostUnit} onChange={(hostUnit) => setForm({ ...form, hostUnit })} aria-label={t.hostUnit} />
        </Field>
        <Field label={t.organisingUnit} error={problems['organisingUnit']}>
          <Input value={form.organisingUnit} onChange={(organisingUnit) => setForm({ ...form, organisingUnit })} aria-label={t.organisingUnit} />
        </Field>
        <Field label={t.sessionMinutes} error={problems['sessionMinutes']}>
          <Input value={String(form.sessionMinutes)} onChange={(value) => setForm({ ...form, sessionMinutes: /^\d{1,6}$/.test(value) ? Number(value) : Number.NaN })} aria-label={t.sessionMinutes} inputMode="numeric" />
        </Field>
        <Field label={t.defaultPageSize} error={problems['defaultPageSize']}>
          <Select value={form.defaultPageSize} onChange={(value) => setForm({ ...form, defaultPageSize: Number(value) })} optionList={PAGE_SIZES.map((size) => ({ value: size, label: String(size) }))} aria-label={t.defaultPageSize} />
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
