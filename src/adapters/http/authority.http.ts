import { inject, injectable } from 'inversify';
import type { AuthorityBrief, AuthorityPoll, IssuedKey } from '../../ports/api/authority.endpoints';
import type { AuthorityApi } from '../../ports/authority.port';
import { ApiCaller, type CallOptions } from './api-caller';

/** The pages show their own messages; the new key and the poll also run without the loading overlay. */
const quiet: CallOptions = { notify: false };
const background: CallOptions = { silent: true, notify: false };

/** AuthorityApi over HTTP (SPEC section 7, /api/user/public/default/authorityCache). */
@injectable()
export class HttpAuthorityApi implements AuthorityApi {
  constructor(@inject(ApiCaller) private readonly api: ApiCaller) {}

  newKey(): Promise<IssuedKey> {
    return this.api.call('GET /api/user/public/default/authorityCache/userQRCode', {}, background);
  }

  poll(key: string, ticket: string): Promise<AuthorityPoll> {
    return this.api.call('POST /api/user/public/default/authorityCache/userAuthorityKey', { query: { key, ticket } }, background);
  }

  brief(key: string): Promise<AuthorityBrief> {
    return this.api.call('GET /api/user/public/default/authorityCache/userBrief', { query: { key } }, quiet);
  }

  grant(key: string): Promise<AuthorityBrief> {
    return this.api.call('PUT /api/user/public/default/authorityCache/userAuthority', { query: { key } }, quiet);
  }

  cancel(key: string): Promise<AuthorityBrief> {
    return this.api.call('PUT /api/user/public/default/authorityCache/cancelUserAuthority', { query: { key } }, quiet);
  }
}
