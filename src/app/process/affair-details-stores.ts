import { inject, injectable } from 'inversify';
import type { BoxType } from '../../ports/api/process.dto';
import { ProcessApi } from '../../ports/process.port';
import { AffairEvents } from './affair-events';
import { AffairDetailsStore } from './affair-details.store';

/** Makes one AffairDetailsStore per open details page (each tab shows its own affair). */
@injectable()
export class AffairDetailsStores {
  constructor(
    @inject(ProcessApi) private readonly api: ProcessApi,
    @inject(AffairEvents) private readonly events: AffairEvents,
  ) {}

  create(key: string, boxType: BoxType): AffairDetailsStore {
    return new AffairDetailsStore(this.api, this.events, key, boxType);
  }
}
