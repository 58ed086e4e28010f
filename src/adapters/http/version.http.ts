import { inject, injectable } from 'inversify';
import type { VersionInfo } from '../../ports/api/user.dto';
import type { VersionApi } from '../../ports/version.port';
import { ApiCaller, type CallOptions } from './api-caller';

/**
 * The version dialog is a courtesy after sign-in: its calls neither cover the page with the
 * loading overlay nor show a toast when they fail (the dialog is simply skipped).
 */
const background: CallOptions = { silent: true, notify: false };

/** VersionApi over HTTP (SPEC section 7, /api/op/version). */
@injectable()
export class HttpVersionApi implements VersionApi {
  constructor(@inject(ApiCaller) private readonly api: ApiCaller) {}

  latest(): Promise<VersionInfo> {
    return this.api.call('GET /api/op/version/get', {}, background);
  }

  visits(account: string): Promise<number> {
    return this.api.call('GET /api/op/version/visits', { query: { account } }, background);
  }

  markSeen(account: string): Promise<number> {
    return this.api.call('POST /api/op/version/updateVersion', { query: { account } }, background);
  }
}
