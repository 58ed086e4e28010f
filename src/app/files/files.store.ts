import { inject, injectable } from 'inversify';
import { Notifier } from '../../ports/browser.port';
import { FileApi } from '../../ports/files.port';
import { RecordFilesStore } from './record-files.store';

/** Hands out one RecordFilesStore per files key, so every panel on the same record shares its list and queue. */
@injectable()
export class FilesStore {
  private readonly records = new Map<string, RecordFilesStore>();

  constructor(
    @inject(FileApi) private readonly api: FileApi,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {}

  forRecord(filesKey: string): RecordFilesStore {
    let store = this.records.get(filesKey);
    if (store === undefined) {
      store = new RecordFilesStore(filesKey, this.api, this.notifier);
      this.records.set(filesKey, store);
    }
    return store;
  }
}
