import { describe, expect, it } from 'vitest';
import { RecordFilesStore } from '../../../src/app/files/record-files.store';
import type { FileEntry } from '../../../src/ports/api/files.dto';
import type { Notifier } from '../../../src/ports/browser.port';
import type { FileApi } from '../../../src/ports/files.port';

const KEY = 'SANDBOX-SIGN-10004';

const entry = (linkGuid: string, fileName: string): FileEntry => ({
  linkGuid,
  fileName,
  fileSize: 10,
  contentType: 'image/png',
  keyNumGather: KEY,
  uploaderId: '10004',
  uploaderName: '陈志强',
  uploadTime: 1,
});

/** A server whose list answers only when `answerList` is called, with what it held when asked. */
class SlowListFiles implements FileApi {
  stored: FileEntry[] = [];
  listCalls = 0;
  private lists: (() => void)[] = [];

  list(): Promise<FileEntry[]> {
    this.listCalls += 1;
    const snapshot = [...this.stored];
    return new Promise((resolve) => this.lists.push(() => resolve(snapshot)));
  }

  upload(_key: string, _file: Blob, fileName: string): Promise<FileEntry> {
    const added = entry(`L${this.stored.length + 1}`, fileName);
    this.stored.push(added);
    return Promise.resolve(added);
  }

  remove(linkGuid: string): Promise<void> {
    this.stored = this.stored.filter((file) => file.linkGuid !== linkGuid);
    return Promise.resolve();
  }

  authorize(): never {
    throw new Error('not used');
  }

  preview(): never {
    throw new Error('not used');
  }

  download(): never {
    throw new Error('not used');
  }

  /** Answers the oldest list still waiting. */
  answerList(): void {
    this.lists.shift()?.();
  }

  get waiting(): number {
    return this.lists.length;
  }
}

const quiet: Notifier = { notify: () => undefined };
const names = (store: RecordFilesStore): string[] => store.getValue().files.map((file) => file.fileName);
const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

describe('RecordFilesStore', () => {
  it('keeps a file uploaded while the list was still loading, when the older list answers after it', async () => {
    const api = new SlowListFiles();
    const store = new RecordFilesStore(KEY, api, quiet);
    const loaded = store.load();
    await store.choose([new File(['png'], '手写签名.png', { type: 'image/png' })], { limit: undefined, maxBytes: 1_000_000 });
    expect(names(store)).toEqual(['手写签名.png']);

    api.answerList();
    await settle();
    while (api.waiting > 0) {
      api.answerList();
      await settle();
    }
    await loaded;
    expect(names(store)).toEqual(['手写签名.png']);
    expect(store.getValue().loading).toBe(false);
  });

  it('does not bring back a file removed while the list was still loading', async () => {
    const api = new SlowListFiles();
    api.stored = [entry('L1', '旧文件.pdf')];
    const store = new RecordFilesStore(KEY, api, quiet);
    const first = store.load();
    api.answerList();
    await first;
    const again = store.load();
    expect(await store.remove(entry('L1', '旧文件.pdf'))).toBe(true);

    api.answerList();
    await settle();
    while (api.waiting > 0) {
      api.answerList();
      await settle();
    }
    await again;
    expect(names(store)).toEqual([]);
  });

  it('shows what the list answers when nothing changed meanwhile, with one call', async () => {
    const api = new SlowListFiles();
    api.stored = [entry('L1', '批复.pdf')];
    const store = new RecordFilesStore(KEY, api, quiet);
    const loaded = store.load();
    api.answerList();
    await loaded;
    expect(names(store)).toEqual(['批复.pdf']);
    expect(api.listCalls).toBe(1);
  });
});
