import { inject, injectable } from 'inversify';
import { userInfoOf } from '../../demo/demo-views';
import { siteInfoOf, type SiteInfo } from '../../domain/admin/site-info';
import { storageKeys } from '../../domain/session/storage-keys';
import { tokenForm, tokenQuery } from '../../ports/api/auth.schema';
import type { MenuEntry, TokenData, TokenForm, TokenQuery, UserInfo } from '../../ports/api/user.dto';
import type { AuthApi } from '../../ports/auth.port';
import { SessionStorage, type KeyValueStorage } from '../../ports/browser.port';
import type { MemoryBackend } from './memory-backend';
import { MemoryBackendToken } from './memory-backend.token';
import { MemoryCallRunner } from './memory-call';
import { captchaSvg } from './memory-captcha';
import { parsedInput } from './memory-input';

/** AuthApi on the in-memory backend; reads the bearer token where the HTTP client does. */
@injectable()
export class MemoryAuthApi implements AuthApi {
  constructor(
    @inject(MemoryBackendToken) private readonly backend: MemoryBackend,
    @inject(MemoryCallRunner) private readonly runner: MemoryCallRunner,
    @inject(SessionStorage) private readonly sessionStorage: KeyValueStorage,
  ) {}

  captchaImage(nonce: number): Promise<Blob> {
    return Promise.resolve(new Blob([captchaSvg(this.backend.captchaText, nonce)], { type: 'image/svg+xml' }));
  }

  requestToken(form: TokenForm, query: TokenQuery = {}): Promise<TokenData> {
    return this.runner.run(() => {
      // In the mock server's order: the query's fields, then the form's.
      const checkedQuery = parsedInput(tokenQuery, query);
      return this.backend.signIn(parsedInput(tokenForm, form), checkedQuery);
    });
  }

  revokeToken(): Promise<void> {
    return this.runner.run(() => this.backend.revoke(this.token()));
  }

  getInfo(): Promise<UserInfo> {
    return this.runner.run(() => userInfoOf(this.backend.data, this.backend.requireAccount(this.token())));
  }

  getRouters(): Promise<MenuEntry[]> {
    return this.runner.run(() => {
      const account = this.backend.requireAccount(this.token());
      // A copy: callers may not change the backend's menus by editing what they got.
      return structuredClone([...(this.backend.data.menus[account.roleKey] ?? [])]);
    });
  }

  siteInfo(): Promise<SiteInfo> {
    return this.runner.run(() => siteInfoOf(this.backend.systemSettings), { silent: true, notify: false });
  }

  private token(): string | undefined {
    return this.sessionStorage.get(storageKeys.token);
  }
}
