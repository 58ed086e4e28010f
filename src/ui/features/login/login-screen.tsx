import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import IconUser from '@douyinfe/semi-icons/lib/es/icons/IconUser';
import IconLock from '@douyinfe/semi-icons/lib/es/icons/IconLock';
import IconKey from '@douyinfe/semi-icons/lib/es/icons/IconKey';
import IconEyeOpened from '@douyinfe/semi-icons/lib/es/icons/IconEyeOpened';
import IconEyeClosed from '@douyinfe/semi-icons/lib/es/icons/IconEyeClosed';
import { DEFAULT_SYSTEM_SETTINGS, type SiteInfo } from '../../../domain/admin/site-info';
import { nextCaptchaNonce } from '../../../domain/session/captcha';
import type { RememberedLogin } from '../../../domain/session/session';
import { CAPTCHA_TEXT_MAX } from '../../../domain/validation/input-limits';
import type { LoginField } from '../../../domain/validation/login-form';
import { CREDENTIAL_MAX_LENGTH } from '../../../domain/validation/validators';
import { CaptchaImage } from './captcha-image';
import type { LoginGateway } from './login-gateway';
import { loginTexts as t } from './login-texts';
import { useLoginForm } from './use-login-form';
import '@douyinfe/semi-ui-19/lib/es/_base/base.css';
import './login-page.css';

function FieldError({ id, message }: { id: string; message: string | undefined }): ReactNode {
  return (
    <div id={id} className="login-field-error" role={message === undefined ? undefined : 'alert'}>
      {message ?? ''}
    </div>
  );
}

/** The remembered credentials now, or once a promise of them settles; never a rejection. */
function useRemembered(gateway: LoginGateway): { initial: RememberedLogin | undefined; later: Promise<RememberedLogin | undefined> | undefined } {
  const [value] = useState(() => {
    try {
      const found = gateway.remembered();
      return found instanceof Promise ? { initial: undefined, later: found.catch(() => undefined) } : { initial: found, later: undefined };
    } catch {
      return { initial: undefined, later: undefined };
    }
  });
  return value;
}

/** The footer's unit names: the defaults at once, the saved ones when the public call answers. */
function useSiteInfo(gateway: LoginGateway): SiteInfo {
  const [site, setSite] = useState<SiteInfo>(DEFAULT_SYSTEM_SETTINGS);
  useEffect(() => {
    let live = true;
    gateway
      .siteInfo?.()
      .then((found) => {
        if (live) setSite(found);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [gateway]);
  return site;
}

/**
 * The sign-in screen of SPEC section 2. It needs neither the router nor the container, so the
 * login page paints with React, three Semi controls and the domain's validators alone.
 */
export function LoginScreen({ gateway }: { gateway: LoginGateway }): ReactNode {
  const remembered = useRemembered(gateway);
  const site = useSiteInfo(gateway);
  const [initialUsername] = useState(() => gateway.initialUsername?.() ?? '');
  const form = useLoginForm({ username: remembered.initial?.username ?? initialUsername, password: remembered.initial?.password ?? '', captcha: '' });
  const [remember, setRemember] = useState(remembered.initial !== undefined);
  const [passwordVisible, setPasswordVisible] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<{ readonly message: string; readonly reload?: () => void } | undefined>(undefined);
  const [nonce, setNonce] = useState(() => nextCaptchaNonce(0, Math.random));
  const captchaInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const inFlight = useRef(false);
  const touched = useRef(false);
  const { reset } = form;

  const refreshCaptcha = useCallback(() => setNonce((previous) => nextCaptchaNonce(previous, Math.random)), []);
  // Each refresh draws a nonce other than the last one, so each is a new draw.
  const drawCaptcha = useCallback((signal: AbortSignal) => gateway.captchaImage(nonce, signal), [gateway, nonce]);

  useEffect(() => {
    document.title = `${t.pageTitle} - ${t.systemName}`;
  }, []);

  useEffect(() => {
    let current = true;
    void remembered.later?.then((found) => {
      // What the user typed meanwhile wins over what was remembered.
      if (!current || found === undefined || touched.current) return;
      reset({ username: found.username, password: found.password });
      setRemember(true);
    });
    return () => {
      current = false;
    };
  }, [remembered.later, reset]);

  const submit = async (): Promise<void> => {
    if (inFlight.current) return;
    if (!form.validateAll()) return;
    inFlight.current = true;
    setSubmitting(true);
    setFailure(undefined);
    try {
      const result = await gateway.signIn({ ...form.fields, remember });
      if (result.ok) return;
      setFailure(result.message === undefined ? undefined : { message: result.message, reload: result.reload });
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
    onChange: (value: string) => {
      touched.current = true;
      form.change(field, value);
    },
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
            autoFocus={remembered.initial === undefined}
            maxLength={CREDENTIAL_MAX_LENGTH}
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
            maxLength={CREDENTIAL_MAX_LENGTH}
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
              maxLength={CAPTCHA_TEXT_MAX}
              onEnterPress={() => void submit()}
            />
            <CaptchaImage draw={drawCaptcha} onRefresh={refreshCaptcha} />
          </div>
          <FieldError id="login-captcha-error" message={form.errors.captcha} />
          {/* A native box: Semi's Checkbox would add 6 KB gzip to the page every visit starts on. */}
          <label className="login-remember">
            <input
              type="checkbox"
              checked={remember}
              onChange={(event) => {
                touched.current = true;
                setRemember(event.target.checked);
              }}
            />
            <span>{t.remember}</span>
          </label>
          {failure === undefined ? null : (
            <div className="login-failure" role="alert">
              {failure.message}
              {failure.reload === undefined ? null : (
                <button type="button" className="login-failure-action" onClick={failure.reload}>
                  {t.reloadPage}
                </button>
              )}
            </div>
          )}
          <Button htmlType="submit" theme="solid" type="primary" size="large" block loading={submitting} className="login-submit">
            {submitting ? t.submitting : t.submit}
          </Button>
        </form>
      </main>
      <footer className="login-footer">
        <span>{t.hostUnit(site.hostUnit)}</span>
        <span>{t.organisingUnit(site.organisingUnit)}</span>
      </footer>
    </div>
  );
}
