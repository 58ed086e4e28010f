import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import Progress from '@douyinfe/semi-ui-19/lib/es/progress';
import { Radio, RadioWithGroup } from '@douyinfe/semi-ui-19/lib/es/radio';
import { AVATAR_ACCEPT } from '../../../app/profile/avatar-rules';
import type { ProfileDraft } from '../../../app/profile/profile-form';
import type { ProfileField } from '../../../domain/session/profile-rules';
import { ProfileStore, type ProfileState } from '../../../app/profile/profile.store';
import type { Profile } from '../../../ports/api/user.dto';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { ChangePasswordDialog } from '../account/change-password-dialog';
import { profileTexts as t } from './profile-texts';
import './profile-page.css';

const RadioGroup = RadioWithGroup.Group;
type TextField = Exclude<ProfileField, 'sex'>;

const textRows: readonly { field: TextField; label: string; placeholder: string; maxLength: number; autoComplete: string }[] = [
  { field: 'nickName', label: t.formNickName, placeholder: t.nickNamePlaceholder, maxLength: 30, autoComplete: 'nickname' },
  { field: 'email', label: t.formEmail, placeholder: t.emailPlaceholder, maxLength: 50, autoComplete: 'email' },
  { field: 'phone', label: t.formPhone, placeholder: t.phonePlaceholder, maxLength: 11, autoComplete: 'tel' },
];

const initialsOf = (profile: Profile): string => (profile.user.nickName.trim() || profile.user.userName).slice(0, 1).toUpperCase();
const orNone = (value: string): string => (value.trim().length > 0 ? value : t.none);

/** /home/profile (SPEC section 2): the signed-in user's profile, its edit form, the avatar and the password. */
export default function ProfilePage(): ReactNode {
  const store = useService(ProfileStore);
  const state = useStore(store);

  useEffect(() => {
    void store.load();
  }, [store]);

  if (state.profile === undefined) {
    return (
      <section className="profile-page" aria-label={t.title}>
        {state.error ? (
          <div className="profile-state" role="alert">
            <p>{t.loadFailed}</p>
            <Button onClick={() => void store.load()}>{t.retry}</Button>
          </div>
        ) : (
          <div className="profile-state" role="status">
            {t.loading}
          </div>
        )}
      </section>
    );
  }

  return (
    <section className="profile-page" aria-label={t.title}>
      <ProfileCard profile={state.profile} state={state} store={store} />
      <ProfileForm state={state} store={store} />
    </section>
  );
}

function ProfileCard({ profile, state, store }: { profile: Profile; state: ProfileState; store: ProfileStore }): ReactNode {
  const input = useRef<HTMLInputElement>(null);
  const { avatar } = state;
  const uploading = avatar.phase === 'uploading';

  const choose = (event: ChangeEvent<HTMLInputElement>): void => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = '';
    if (file !== undefined) void store.uploadAvatar(file, file.name);
  };

  const rows: readonly [string, string][] = [
    [t.nickName, profile.user.nickName],
    [t.userName, profile.user.userName],
    [t.department, profile.user.deptName],
    [t.division, profile.user.divisionName],
    [t.roleGroup, profile.roleGroup],
    [t.createTime, profile.user.createTime],
  ];

  return (
    <div className="profile-card">
      <h2>{t.infoTitle}</h2>
      <div className="profile-avatar">
        {profile.user.avatar.length > 0 ? (
          <img className="profile-avatar-image" src={profile.user.avatar} alt={t.avatarAlt} />
        ) : (
          <span className="profile-avatar-initials" role="img" aria-label={t.avatarAlt}>
            {initialsOf(profile)}
          </span>
        )}
        <input
          ref={input}
          className="profile-avatar-input"
          type="file"
          accept={AVATAR_ACCEPT}
          aria-label={t.chooseAvatar}
          disabled={uploading}
          onChange={choose}
        />
        <Button disabled={uploading} onClick={() => input.current?.click()}>
          {t.changeAvatar}
        </Button>
        <p className="profile-avatar-hint">{t.avatarHint}</p>
        {uploading ? (
          <Progress className="profile-avatar-progress" percent={avatar.percent} showInfo aria-label={t.uploadProgress} />
        ) : null}
        {avatar.phase === 'failed' && avatar.error !== undefined ? (
          <div className="profile-avatar-error" role="alert">
            <span>{avatar.error}</span>
            {avatar.canRetry ? (
              <Button size="small" onClick={() => void store.retryAvatar()}>
                {t.retryUpload}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      <dl className="profile-info">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{orNone(value)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function ProfileForm({ state, store }: { state: ProfileState; store: ProfileStore }): ReactNode {
  const [passwordOpen, setPasswordOpen] = useState(false);
  const { draft, errors, saving } = state;

  return (
    <div className="profile-card profile-edit">
      <h2>{t.editTitle}</h2>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void store.save();
        }}
      >
        {textRows.map(({ field, label, placeholder, maxLength, autoComplete }) => (
          <div key={field} className="profile-row">
            <label htmlFor={`profile-${field}`}>{label}</label>
            <div className="profile-control">
              <Input
                id={`profile-${field}`}
                value={draft[field]}
                placeholder={placeholder}
                maxLength={maxLength}
                autoComplete={autoComplete}
                validateStatus={errors[field] === undefined ? 'default' : 'error'}
                aria-invalid={errors[field] !== undefined}
                onChange={(value) => store.edit(field, value)}
                onBlur={() => store.check(field)}
              />
              <div className="profile-error" role={errors[field] === undefined ? undefined : 'alert'}>
                {errors[field] ?? ''}
              </div>
            </div>
          </div>
        ))}
        <div className="profile-row">
          <span className="profile-label" id="profile-sex-label">
            {t.formSex}
          </span>
          <div className="profile-control">
            <RadioGroup
              aria-labelledby="profile-sex-label"
              value={draft.sex}
              onChange={(event) => store.edit('sex', event.target.value as ProfileDraft['sex'])}
            >
              {t.sexes.map(({ value, label }) => (
                <Radio key={value} value={value}>
                  {label}
                </Radio>
              ))}
            </RadioGroup>
            <div className="profile-error" role={errors.sex === undefined ? undefined : 'alert'}>
              {errors.sex ?? ''}
            </div>
          </div>
        </div>
        <div className="profile-actions">
          <Button theme="solid" type="primary" htmlType="submit" disabled={saving} loading={saving}>
            {saving ? t.saving : t.save}
          </Button>
          <Button onClick={() => setPasswordOpen(true)}>{t.changePassword}</Button>
        </div>
      </form>
      <ChangePasswordDialog visible={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </div>
  );
}
