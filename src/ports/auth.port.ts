import type { ServiceIdentifier } from 'inversify';
import type { MenuEntry, TokenData, TokenForm, TokenQuery, UserInfo } from './api/user.dto';

/** Sign-in, sign-out, the user and the menu (SPEC section 7, authentication and user). */
export interface AuthApi {
  /** URL of a captcha image; the nonce makes the browser fetch a new one. */
  captchaUrl(nonce: number): string;
  requestToken(form: TokenForm, query?: TokenQuery): Promise<TokenData>;
  revokeToken(): Promise<void>;
  getInfo(): Promise<UserInfo>;
  getRouters(): Promise<MenuEntry[]>;
}
export const AuthApi = Symbol.for('AuthApi') as ServiceIdentifier<AuthApi>;
