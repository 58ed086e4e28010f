import { inject, injectable } from 'inversify';
import type { SiteInfo } from '../../domain/admin/site-info';
import type { MenuEntry, TokenData, TokenForm, TokenQuery, UserInfo } from '../../ports/api/user.dto';
import type { AuthApi } from '../../ports/auth.port';
import { AppConfig } from '../../ports/http-events.port';
import { ApiCaller } from './api-caller';
import { fetchCaptchaImage } from './captcha-image';

/** AuthApi over HTTP (SPEC section 7, authentication and user). */
@injectable()
export class HttpAuthApi implements AuthApi {
  constructor(
    @inject(ApiCaller) private readonly api: ApiCaller,
    @inject(AppConfig) private readonly config: AppConfig,
  ) {}

  captchaImage(nonce: number, signal?: AbortSignal): Promise<Blob> {
    return fetchCaptchaImage(this.config.apiBaseUrl, nonce, signal);
  }

  /** A rejection is shown like any other (SPEC 8: the server's msg as a warning); the caller refreshes the captcha. */
  requestToken(form: TokenForm, query: TokenQuery = {}): Promise<TokenData> {
    return this.api.call('POST /api/user/oauth/token', { query, form }, { basicAuth: true });
  }

  async revokeToken(): Promise<void> {
    await this.api.call('DELETE /api/user/oauth/revoke', {});
  }

  getInfo(): Promise<UserInfo> {
    return this.api.call('GET /api/user/getInfo', {});
  }

  getRouters(): Promise<MenuEntry[]> {
    return this.api.call('GET /api/user/getRouters', {});
  }

  siteInfo(): Promise<SiteInfo> {
    return this.api.call('GET /api/user/public/site', {}, { silent: true, notify: false });
  }
}
