import type { ServiceIdentifier } from 'inversify';
import type { SiteInfo } from '../domain/admin/site-info';
import type { MenuEntry, TokenData, TokenForm, TokenQuery, UserInfo } from './api/user.dto';

/** Sign-in, sign-out, the user and the menu (SPEC section 7, authentication and user). */
export interface AuthApi {
  /**
   * A new captcha image (the nonce is SPEC's 1–10 refresh suffix). Every call reaches the server,
   * so the image is the captcha the server holds for this browser now.
   */
  captchaImage(nonce: number, signal?: AbortSignal): Promise<Blob>;
  requestToken(form: TokenForm, query?: TokenQuery): Promise<TokenData>;
  revokeToken(): Promise<void>;
  getInfo(): Promise<UserInfo>;
  getRouters(): Promise<MenuEntry[]>;
  /** What the login page shows before anyone signs in (系统参数's unit names); public, answered quietly. */
  siteInfo(): Promise<SiteInfo>;
}
export const AuthApi = Symbol.for('AuthApi') as ServiceIdentifier<AuthApi>;
