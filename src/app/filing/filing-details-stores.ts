import { inject, injectable } from 'inversify';
import type { FilingTypeCode } from '../../domain/filing/filing-types';
import { Clock } from '../../ports/browser.port';
import { FilingApi } from '../../ports/filing.port';
import { FilingDetailsStore } from './filing-details.store';

/** Makes one FilingDetailsStore per open details page; key undefined is a new filing of that type. */
@injectable()
export class FilingDetailsStores {
  /** The last new filing just saved, waiting for the page of its own record to take it over. */
  private handedOver: FilingDetailsStore | undefined;

  constructor(
    @inject(FilingApi) private readonly api: FilingApi,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  create(key: string | undefined, keyTypeCode: FilingTypeCode): FilingDetailsStore {
    return new FilingDetailsStore(this.api, this.clock, key, keyTypeCode);
  }

  /**
   * A new filing's page moves to its record's own URL once it has a key. The store goes with it,
   * so the form, its problems and a report still on its way survive the move.
   */
  handOver(store: FilingDetailsStore): void {
    this.handedOver = store;
  }

  /**
   * The store handed over for this record, or undefined. It stays available (the shell may mount
   * the page more than once while its tab settles) until another new filing is handed over.
   */
  take(key: string): FilingDetailsStore | undefined {
    return this.handedOver?.keyNumGather === key ? this.handedOver : undefined;
  }
}
