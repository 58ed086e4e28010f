import type { ReactNode } from 'react';
import { loginTexts } from './login-texts';

/** SPEC section 7: a random integer 1 to 10 is appended to refresh; it always differs from the last one. */
export function nextCaptchaNonce(previous: number, random: () => number = Math.random): number {
  if (!(previous >= 1 && previous <= 10)) return 1 + Math.floor(random() * 10);
  const candidate = 1 + Math.floor(random() * 9);
  return candidate >= previous ? candidate + 1 : candidate;
}

export function CaptchaImage({ src, onRefresh }: { src: string; onRefresh: () => void }): ReactNode {
  return (
    <button type="button" className="login-captcha" onClick={onRefresh} title={loginTexts.captchaRefresh} aria-label={loginTexts.captchaAlt}>
      <img src={src} alt={loginTexts.captchaAlt} width={120} height={40} />
    </button>
  );
}
