import type { ReactNode } from 'react';
import { loginTexts } from './login-texts';

export function CaptchaImage({ src, onRefresh }: { src: string; onRefresh: () => void }): ReactNode {
  return (
    <button type="button" className="login-captcha" onClick={onRefresh} title={loginTexts.captchaRefresh} aria-label={loginTexts.captchaAlt}>
      <img src={src} alt={loginTexts.captchaAlt} width={120} height={40} />
    </button>
  );
}
