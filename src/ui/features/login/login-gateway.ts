import type { SiteInfo } from '../../../domain/admin/site-info';
import type { RememberedLogin } from '../../../domain/session/session';

export interface LoginSubmission {
  readonly username: string;
  readonly password: string;
  readonly captcha: string;
  readonly remember: boolean;
}

/**
 * What the login screen needs from the rest of the product. The start-up path gives it one that
 * loads the application only when it is needed; the signed-in app gives it one over its stores.
 */
export interface LoginGateway {
  /**
   * A new captcha image (the nonce is SPEC's 1–10 refresh suffix), fetched from the server on every
   * call: the image shown is then always the captcha the server holds for this browser.
   */
  captchaImage(nonce: number, signal: AbortSignal): Promise<Blob>;
  /** A user name to start with when nothing is remembered (kept over a reload of the page). */
  initialUsername?(): string | undefined;
  /** The footer's unit names as the administrator set them; the defaults show until (or unless) they arrive. */
  siteInfo?(): Promise<SiteInfo>;
  /** The remembered credentials: at once, later (decrypted once the cipher arrives), or none. */
  remembered(): RememberedLogin | undefined | Promise<RememberedLogin | undefined>;
  /**
   * Signs in and goes where the user was headed. Resolves false when it failed; a failure the
   * product has already shown (the server's message) comes with no text, any other with one;
   * one only a new page can mend (the application could not be fetched) offers `reload`.
   */
  signIn(submission: LoginSubmission): Promise<{ readonly ok: true } | { readonly ok: false; readonly message?: string; readonly reload?: () => void }>;
}
