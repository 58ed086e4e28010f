import { useState, type ReactNode } from 'react';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import { PasswordService } from '../../../app/session/password.service';
import {
  validateChangePasswordField,
  validateChangePasswordForm,
  type ChangePasswordErrors,
  type ChangePasswordField,
  type ChangePasswordFields,
} from '../../../domain/validation/login-form';
import { CREDENTIAL_MAX_LENGTH } from '../../../domain/validation/validators';
import { Dialog } from '../../kit/dialog';
import { DialogFooter } from '../../kit/dialog-footer';
import { useService } from '../../di/container-context';
import { accountTexts as t } from './account-texts';
import './account-dialogs.css';

type Field = ChangePasswordField;
const empty: ChangePasswordFields = { oldPassword: '', newPassword: '', comfirPassword: '' };

const rows: readonly { field: Field; label: string; placeholder: string; autoComplete: string }[] = [
  { field: 'oldPassword', label: t.oldPassword, placeholder: t.oldPlaceholder, autoComplete: 'current-password' },
  { field: 'newPassword', label: t.newPassword, placeholder: t.newPlaceholder, autoComplete: 'new-password' },
  { field: 'comfirPassword', label: t.confirmPassword, placeholder: t.confirmPlaceholder, autoComplete: 'new-password' },
];

/** SPEC sections 2 and 5: the 500 px change-password dialog; the input survives a refused change. */
export function ChangePasswordDialog({ visible, onClose, afterClose }: { visible: boolean; onClose: () => void; afterClose?: () => void }): ReactNode {
  const passwords = useService(PasswordService);
  const [fields, setFields] = useState<ChangePasswordFields>(empty);
  const [errors, setErrors] = useState<ChangePasswordErrors>({});
  const [saving, setSaving] = useState(false);

  const check = (field: Field, next: ChangePasswordFields): void =>
    setErrors((current) => ({ ...current, [field]: validateChangePasswordField(field, next) }));

  const submit = async (): Promise<void> => {
    if (saving) return;
    const all = validateChangePasswordForm(fields);
    setErrors(all);
    if (Object.keys(all).length > 0) return;
    setSaving(true);
    try {
      if (await passwords.change(fields.oldPassword, fields.newPassword)) onClose();
    } catch {
      // The adapter has shown the server's message; keep what was typed so it can be corrected.
    } finally {
      setSaving(false);
    }
  };

  const cancel = (): void => {
    setFields(empty);
    setErrors({});
    onClose();
  };

  return (
    <Dialog
      title={t.changePassword}
      visible={visible}
      width={500}
      onCancel={cancel}
      afterClose={afterClose}
      footer={<DialogFooter okText={t.save} onOk={() => void submit()} cancelText={t.cancel} onCancel={cancel} loading={saving} />}
      maskClosable={false}
    >
      <form
        className="account-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {rows.map(({ field, label, placeholder, autoComplete }) => (
          <div key={field} className="account-row">
            <label htmlFor={`pwd-${field}`}>{label}</label>
            <div className="account-control">
              <Input
                id={`pwd-${field}`}
                type="password"
                value={fields[field]}
                placeholder={placeholder}
                autoComplete={autoComplete}
                maxLength={CREDENTIAL_MAX_LENGTH}
                validateStatus={errors[field] === undefined ? 'default' : 'error'}
                aria-invalid={errors[field] !== undefined}
                onChange={(value) => setFields((current) => ({ ...current, [field]: value }))}
                onBlur={() => check(field, fields)}
                onEnterPress={() => void submit()}
              />
              <div className="account-error" role={errors[field] === undefined ? undefined : 'alert'}>
                {errors[field] ?? ''}
              </div>
            </div>
          </div>
        ))}
        <p className="account-hint">{t.passwordHint}</p>
      </form>
    </Dialog>
  );
}
