import { inject, injectable } from 'inversify';
import { authorityMessages as m } from '../../domain/authority/authority-messages';
import type { AuthorityBrief } from '../../ports/api/authority.endpoints';
import { AuthorityApi } from '../../ports/authority.port';
import { messageOf } from '../shared/failure-reading';
import { Store } from '../shared/store';

export interface AuthorityGrantView {
  readonly loading: boolean;
  /** Why the request cannot be shown (unknown, expired, used, cancelled, or the call failed). */
  readonly loadError: string | undefined;
  readonly brief: AuthorityBrief | undefined;
  /** A grant or cancel is on its way: the buttons wait, so a double click sends one. */
  readonly busy: boolean;
  readonly actionError: string | undefined;
}

const initial: AuthorityGrantView = { loading: true, loadError: undefined, brief: undefined, busy: false, actionError: undefined };

/** The grant page a key's link opens on a signed-in device: who asks, then 确认登录 or 取消. */
@injectable()
export class AuthorityGrantStore extends Store<AuthorityGrantView> {
  private loadedKey: string | undefined;

  constructor(@inject(AuthorityApi) private readonly authority: AuthorityApi) {
    super(initial);
  }

  async load(key: string): Promise<void> {
    this.loadedKey = key;
    this.set(initial);
    try {
      const brief = await this.authority.brief(key);
      if (this.loadedKey === key) this.set({ ...initial, loading: false, brief });
    } catch (error) {
      if (this.loadedKey === key) this.set({ ...initial, loading: false, loadError: messageOf(error, m.briefFailed) });
    }
  }

  grant(): Promise<void> {
    return this.act((key) => this.authority.grant(key));
  }

  cancel(): Promise<void> {
    return this.act((key) => this.authority.cancel(key));
  }

  private async act(call: (key: string) => Promise<AuthorityBrief>): Promise<void> {
    const { brief, busy } = this.getValue();
    if (brief === undefined || busy) return;
    this.update((state) => ({ ...state, busy: true, actionError: undefined }));
    try {
      const next = await call(brief.key);
      this.update((state) => ({ ...state, busy: false, brief: next }));
    } catch (error) {
      this.update((state) => ({ ...state, busy: false, actionError: messageOf(error, m.actionFailed) }));
    }
  }
}
