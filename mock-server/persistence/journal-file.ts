import { open, type FileHandle } from 'node:fs/promises';

interface Pending {
  readonly text: string;
  readonly done: () => void;
  readonly fail: (error: unknown) => void;
}

type Task = { readonly kind: 'line'; readonly pending: Pending } | { readonly kind: 'switch'; readonly file: string; readonly pending: Pending };

/**
 * The open journal file. Appends are group-committed: every line queued while one write and
 * fsync run goes out in the next single write and fsync, and each promise resolves only after
 * its own bytes are on disk. A switch to a new file takes effect exactly at its place in the queue.
 */
export class JournalFile {
  private readonly queue: Task[] = [];
  private running = false;
  private written = 0;

  private constructor(
    private handle: FileHandle,
    private readonly afterSwitch: () => Promise<void>,
  ) {}

  static async create(file: string, afterSwitch: () => Promise<void>): Promise<JournalFile> {
    const journal = new JournalFile(await open(file, 'a', 0o600), afterSwitch);
    await afterSwitch();
    return journal;
  }

  /** Bytes appended to the current file. */
  get size(): number {
    return this.written;
  }

  append(text: string): Promise<void> {
    return this.enqueue((pending) => ({ kind: 'line', pending: { ...pending, text } }));
  }

  /** Lines appended before this call stay in the old file; later ones go to `file`. */
  switchTo(file: string): Promise<void> {
    return this.enqueue((pending) => ({ kind: 'switch', file, pending: { ...pending, text: '' } }));
  }

  /** Resolves when everything queued so far is on disk. */
  drained(): Promise<void> {
    return this.running || this.queue.length > 0 ? this.append('') : Promise.resolve();
  }

  async close(): Promise<void> {
    await this.drained();
    await this.handle.close();
  }

  private enqueue(task: (pending: Omit<Pending, 'text'>) => Task): Promise<void> {
    return new Promise<void>((done, fail) => {
      this.queue.push(task({ done, fail }));
      if (!this.running) void this.run();
    });
  }

  private async run(): Promise<void> {
    this.running = true;
    while (this.queue.length > 0) {
      const first = this.queue[0];
      if (first?.kind === 'switch') {
        this.queue.shift();
        await this.settle([first.pending], () => this.reopen(first.file));
        continue;
      }
      const switchAt = this.queue.findIndex((task) => task.kind === 'switch');
      const batch = this.queue.splice(0, switchAt < 0 ? this.queue.length : switchAt).map((task) => task.pending);
      await this.settle(batch, () => this.write(batch.map((pending) => pending.text).join('')));
    }
    this.running = false;
  }

  private async settle(batch: readonly Pending[], work: () => Promise<void>): Promise<void> {
    try {
      await work();
      for (const pending of batch) pending.done();
    } catch (error) {
      for (const pending of batch) pending.fail(error);
    }
  }

  private async write(text: string): Promise<void> {
    if (text === '') return;
    const bytes = Buffer.from(text, 'utf8');
    try {
      await this.handle.write(bytes, 0, bytes.length, null);
      await this.handle.datasync();
      this.written += bytes.length;
    } catch (error) {
      // Cut a partly written batch off, so the lines acknowledged after it are not hidden behind a torn line.
      await this.handle.truncate(this.written).catch(() => undefined);
      throw error;
    }
  }

  private async reopen(file: string): Promise<void> {
    const next = await open(file, 'a', 0o600);
    await this.handle.close();
    this.handle = next;
    this.written = 0;
    await this.afterSwitch();
  }
}
