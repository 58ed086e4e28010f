import { inject, injectable } from 'inversify';
import { isFirstVisit } from '../../domain/session/session';
import type { VersionInfo } from '../../ports/api/user.dto';
import { VersionApi } from '../../ports/version.port';
import { Store } from '../shared/store';

interface VersionState {
  readonly visible: boolean;
  readonly info: VersionInfo | undefined;
  readonly account: string | undefined;
}

const hidden: VersionState = { visible: false, info: undefined, account: undefined };

/** SPEC section 4, first visit: a visit count below one shows the version dialog. */
@injectable()
export class VersionStore extends Store<VersionState> {
  constructor(@inject(VersionApi) private readonly versions: VersionApi) {
    super(hidden);
  }

  /** Never fails the sign-in: a version dialog that cannot load is simply not shown. */
  async checkFirstVisit(account: string): Promise<void> {
    try {
      const visits = await this.versions.visits(account);
      if (!isFirstVisit(visits)) return;
      const info = await this.versions.latest();
      this.set({ visible: true, info, account });
    } catch {
      this.set(hidden);
    }
  }

  async close(): Promise<void> {
    const { account } = this.getValue();
    this.set(hidden);
    if (account === undefined) return;
    try {
      await this.versions.markSeen(account);
    } catch {
      // Not recording the visit only means the dialog shows once more next time.
    }
  }
}
