import { useRef, useState, type ReactNode } from 'react';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import Select from '@douyinfe/semi-ui-19/lib/es/select';
import type { AdminOptions, UserDraft } from '../../../domain/admin/admin-types';
import { adminFieldLabels as l } from '../../../domain/admin/admin-messages';
import { messageOf, problemsOf } from '../../../app/shared/failure-reading';
import { Dialog } from '../../kit/dialog';
import { DialogFooter } from '../../kit/dialog-footer';
import { Field } from './admin-field';
import { adminTexts as t } from './admin-texts';

/** One submit at a time: a second click while the first is on its way sends nothing. */
export function useSubmitOnce(): (run: () => Promise<void>) => Promise<void> {
  const busy = useRef(false);
  return async (run) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await run();
    } finally {
      busy.current = false;
    }
  };
}

const emptyDraft: UserDraft = { userName: '', nickName: '', divisionCode: '', deptId: '', phone: '', roleKey: '', password: '' };

/**
 * 新建用户: a failed save keeps every field and marks the ones the server refused. Its Selects
 * report by onSelect: a controlled Select's onChange waits for its close animation, so a 保存
 * pressed at once would send the choice before.
 */
export function CreateUserDialog({ options, onCreate, onClose }: { options: AdminOptions; onCreate: (draft: UserDraft) => Promise<void>; onClose: () => void }): ReactNode {
  const [draft, setDraft] = useState<UserDraft>(emptyDraft);
  const [problems, setProblems] = useState<Readonly<Record<string, string>>>({});
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const once = useSubmitOnce();
  const set = (key: keyof UserDraft) => (value: string) => setDraft((current) => ({ ...current, [key]: value, ...(key === 'divisionCode' ? { deptId: '' } : {}) }));
  const submit = (): Promise<void> =>
    once(async () => {
      setSaving(true);
      try {
        await onCreate(draft);
      } catch (error) {
        setProblems(problemsOf(error));
        setFailure(messageOf(error, t.create));
      } finally {
        setSaving(false);
      }
    });
  const departments = options.departments.filter((d) => d.divisionCode === draft.divisionCode);
  return (
    <Dialog title={t.create} visible onCancel={onClose} footer={<DialogFooter okText={t.save} onOk={() => void submit()} cancelText={t.cancel} onCancel={onClose} loading={saving} />} width={640}>
      <form
        className="admin-form admin-form--pairs"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Field label={l.userName} error={problems['userName']}>
          {(state) => <Input {...state} value={draft.userName} onChange={set('userName')} aria-label={l.userName} />}
        </Field>
        <Field label={l.nickName} error={problems['nickName']}>
          {(state) => <Input {...state} value={draft.nickName} onChange={set('nickName')} aria-label={l.nickName} />}
        </Field>
        <Field label={l.divisionCode} error={problems['divisionCode']}>
          {(state) => <Select {...state} filter value={draft.divisionCode || undefined} onSelect={(value) => set('divisionCode')(String(value))} optionList={options.divisions.map((d) => ({ value: d.code, label: d.name }))} aria-label={l.divisionCode} style={{ width: '100%' }} />}
        </Field>
        <Field label={l.deptId} error={problems['deptId']}>
          {(state) => <Select {...state} value={draft.deptId || undefined} onSelect={(value) => set('deptId')(String(value))} optionList={departments.map((d) => ({ value: d.deptId, label: d.deptName }))} aria-label={l.deptId} style={{ width: '100%' }} />}
        </Field>
        <Field label={l.phone} error={problems['phone']}>
          {(state) => <Input {...state} value={draft.phone} onChange={set('phone')} aria-label={l.phone} />}
        </Field>
        <Field label={l.roleKey} error={problems['roleKey']}>
          {(state) => <Select {...state} value={draft.roleKey || undefined} onSelect={(value) => set('roleKey')(String(value))} optionList={options.roles.map((r) => ({ value: r.roleKey, label: r.roleName }))} aria-label={l.roleKey} style={{ width: '100%' }} />}
        </Field>
        <Field label={l.password} error={problems['password']} wide>
          {(state) => <Input {...state} mode="password" value={draft.password} onChange={set('password')} aria-label={l.password} placeholder={t.passwordHint} />}
        </Field>
        {failure === undefined || Object.keys(problems).length > 0 ? null : (
          <div className="admin-form__failure" role="alert">
            {failure}
          </div>
        )}
        <button type="submit" hidden />
      </form>
    </Dialog>
  );
}

/** 重置密码 or 分配角色: one field, kept on a failed save. */
export function OneFieldDialog({ title, label, kind, choices, onSave, onClose }: { title: string; label: string; kind: 'password' | 'choice'; choices?: readonly { value: string; label: string }[]; onSave: (value: string) => Promise<void>; onClose: () => void }): ReactNode {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const once = useSubmitOnce();
  const submit = (): Promise<void> =>
    once(async () => {
      setSaving(true);
      try {
        await onSave(value);
      } catch (failure) {
        setError(messageOf(failure, title));
      } finally {
        setSaving(false);
      }
    });
  return (
    <Dialog title={title} visible onCancel={onClose} footer={<DialogFooter okText={t.save} onOk={() => void submit()} cancelText={t.cancel} onCancel={onClose} loading={saving} />} width={460}>
      <Field label={label} error={error}>
        {(state) =>
          kind === 'password' ? (
            <Input {...state} mode="password" value={value} onChange={setValue} aria-label={label} placeholder={t.passwordHint} onEnterPress={() => void submit()} />
          ) : (
            <Select {...state} value={value || undefined} onSelect={(next) => setValue(String(next))} optionList={[...(choices ?? [])]} aria-label={label} style={{ width: '100%' }} />
          )
        }
      </Field>
    </Dialog>
  );
}
