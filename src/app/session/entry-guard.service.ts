import { inject, injectable } from 'inversify';
import { decideEntry, loginPathFor, type UidLinkTarget } from '../../domain/guard/entry-guard';
import { MenuStore } from '../menu/menu.store';
import { SessionStore } from './session.store';

export interface Location {
  readonly path: string;
  readonly fullPath: string;
  readonly query: Readonly<Record<string, string | undefined>>;
}

type Resolution = { readonly kind: 'allow' } | { readonly kind: 'redirect'; readonly to: string };

/** Carries out the entry guard's decisions (SPEC section 2) until it allows or redirects. */
@injectable()
export class EntryGuardService {
  constructor(
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(MenuStore) private readonly menu: MenuStore,
  ) {}

  async resolve(location: Location): Promise<Resolution> {
    let attempts = 0;
    for (;;) {
      const state = this.session.getValue();
      const decision = decideEntry({
        ...location,
        hasToken: state.token !== undefined,
        rolesLoaded: state.roles !== null && this.menu.getValue().loaded,
        attempts,
      });
      switch (decision.kind) {
        case 'allow':
        case 'redirect':
          return decision;
        case 'reset-token-and-login':
          this.session.resetToken();
          return { kind: 'redirect', to: decision.to };
        case 'uid-login':
          return this.uidLogin(decision.uid, decision.target);
        case 'load-user-and-retry':
          try {
            await this.session.loadUser();
          } catch {
            this.session.resetToken();
            return { kind: 'redirect', to: loginPathFor(location.fullPath) };
          }
          attempts = decision.attempt;
      }
    }
  }

  private async uidLogin(uid: string, target: UidLinkTarget): Promise<Resolution> {
    try {
      await this.session.loginWithUid(uid);
    } catch {
      return { kind: 'redirect', to: '/login' };
    }
    if (target.kind === 'path') return { kind: 'redirect', to: target.path };
    // The details page fetches its parameters (type 2 or 4) itself once the filing issue lands.
    const query = new URLSearchParams({ keydignumgather: target.key, paramType: String(target.paramType) });
    return { kind: 'redirect', to: `${target.path}?${query.toString()}` };
  }
}
