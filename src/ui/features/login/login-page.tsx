import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Checkbox from '@douyinfe/semi-ui-19/lib/es/checkbox';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import IconUser from '@douyinfe/semi-icons/lib/es/icons/IconUser';
import IconLock from '@douyinfe/semi-icons/lib/es/icons/IconLock';
import IconKey from '@douyinfe/semi-icons/lib/es/icons/IconKey';
import IconEyeOpened from '@douyinfe/semi-icons/lib/es/icons/IconEyeOpened';
import IconEyeClosed from '@douyinfe/semi-icons/lib/es/icons/IconEyeClosed';
import { SessionStore } from '../../../app/session/session.store';
import { safeRedirect } from '../../../domain/guard/redirect';
import { nextCaptchaNonce } from '../../../domain/session/captcha';
import type { LoginField } from '../../../domain/validation/login-form';
import { AuthApi } from '../../../ports/auth.port';
import { useService } from '../../di/container-context';
import { CaptchaImage } from './captcha-image';
import { loginTexts as t } from './login-texts';
import { useLoginForm } from './use-login-form';
import './login-page.css';

function FieldError({ id, message }: { id: string; message: string | undefined }): ReactNode {
  return (
    <div id={id} className="login-field-error" role={message === undefined ? undefined : 'alert'}>
      {message ?? ''}
    </div>
  );
}

/** The sign-in screen of SPEC section 2. */
export function LoginPage(): ReactNode {
  const session = useService(SessionStore);
  const auth = useService(AuthApi);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [remembered] = useState(() => session.rememberedLogin());
  const form = useLoginForm({ username: remembered?.username ?? '', password: remembered?.password ?? '', captcha: '' });
  const [remember, setRemember] = useState(remembered !== undefined);
  const [passwordVisible, setPasswordVisible] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [nonce, setNonce] = useState(() => nextCaptchaNonce(0, Math.random));
  const captchaInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const inFlight = useRef(false);

  const refreshCaptcha = useCallback(() => setNonce((previous) => nextCaptchaNonce(previous, Math.random)), []);

  useEffect(() => {
    document.title = `登录 - ${t.systemName}`;
  }, []);

  const submit = async (): Promise<void> => {
    if (inFlight.current) return;
    if (!form.validateAll()) return;
    inFlight.current = true;
    setSubmitting(true);
    try {
      await session.login({ ...form.fields, remember });
      navigate(safeRedirect(searchParams.get('redirect')), { replace: true });
    } catch {
      form.reset({ captcha: '' });
      refreshCaptcha();
      captchaInput.current?.focus();
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  const bind = (field: LoginField) => ({
    value: form.fields[field],
    onChange: (value: string) => form.change(field, value),
    onBlur: () => form.blur(field),
    validateStatus: form.errors[field] === undefined ? ('default' as const) : ('error' as const),
    'aria-invalid': form.errors[field] !== undefined,
    'aria-describedby': `login-${field}-error`,
    id: `login-${field}`,
    name: field,
    size: 'large' as const,
  });

  return (
    <div className="login-page">
      <header className="login-brand">
        <div className="login-emblem" aria-hidden="true">赣</div>
        <div>
          <div className="login-department">{t.departmentLine}</div>
          <h1 className="login-title">{t.systemName}</h1>
          <div className="login-title-en">{t.systemNameEn}</div>
        </div>
      </header>
      <main className="login-main">
        <section className="login-intro" aria-hidden="true">
          {t.features.map((feature) => (
            <div key={feature} className="login-feature">{feature}</div>
          ))}
        </section>
        <form
          className="login-card"
          aria-label={t.welcome}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <h2>{t.welcome}</h2>
          <label className="login-label" htmlFor="login-username">用户名</label>
          <Input
            {...bind('username')}
            prefix={<IconUser />}
            placeholder={t.usernamePlaceholder}
            autoComplete="username"
            autoFocus={remembered === undefined}
            maxLength={64}
            onKeyDown={(event) => {
              // SPEC: Enter submits from password and captcha; from the username it moves on.
              if (event.key !== 'Enter') return;
              event.preventDefault();
              passwordInput.current?.focus();
            }}
          />
          <FieldError id="login-username-error" message={form.errors.username} />
          <label className="login-label" htmlFor="login-password">密码</label>
          <Input
            {...bind('password')}
            ref={passwordInput}
            type={passwordVisible ? 'text' : 'password'}
            prefix={<IconLock />}
            suffix={
              <button
                type="button"
                className="login-eye"
                aria-label={passwordVisible ? t.hidePassword : t.showPassword}
                aria-pressed={passwordVisible}
                onClick={() => setPasswordVisible((visible) => !visible)}
              >
                {passwordVisible ? <IconEyeOpened /> : <IconEyeClosed />}
              </button>
            }
            placeholder={t.passwordPlaceholder}
            autoComplete="current-password"
            maxLength={64}
            onEnterPress={() => void submit()}
          />
          <FieldError id="login-password-error" message={form.errors.password} />
          <label className="login-label" htmlFor="login-captcha">验证码</label>
          <div className="login-captcha-row">
            <Input
              {...bind('captcha')}
              ref={captchaInput}
              prefix={<IconKey />}
              placeholder={t.captchaPlaceholder}
              autoComplete="off"
              maxLength={16}
              onEnterPress={() => void submit()}
            />
            <CaptchaImage src={auth.captchaUrl(nonce)} onRefresh={refreshCaptcha} />
          </div>
          <FieldError id="login-captcha-error" message={form.errors.captcha} />
          <Checkbox checked={remember} onChange={(event) => setRemember(event.target.checked === true)} className="login-remember">
            {t.remember}
          </Checkbox>
          <Button htmlType="submit" theme="solid" type="primary" size="large" block loading={submitting} className="login-submit">
            {submitting ? t.submitting : t.submit}
          </Button>
        </form>
      </main>
      <footer className="login-footer">
        <span>{t.hostUnit}</span>
        <span>{t.organisingUnit}</span>
      </footer>
    </div>
  );
}
