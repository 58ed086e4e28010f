import type { EventSourceLike } from '../../../src/adapters/browser/event-source-push';

/**
 * Just enough of EventSource over fetch for Node 20, which has none: one connection, `event:`
 * and `data:` fields, no reconnect. `opened` resolves when the server has answered.
 */
export class FetchEventSource implements EventSourceLike {
  static readonly instances: FetchEventSource[] = [];
  readonly opened: Promise<void>;
  private readonly controller = new AbortController();
  private readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>();

  constructor(readonly url: string) {
    FetchEventSource.instances.push(this);
    this.opened = this.run();
  }

  addEventListener(type: string, listener: (event: MessageEvent) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.controller.abort();
  }

  private async run(): Promise<void> {
    const response = await fetch(this.url, { signal: this.controller.signal, headers: { Accept: 'text/event-stream' } });
    if (!response.ok || response.body === null) throw new Error(`push stream refused: ${response.status}`);
    void this.read(response.body.getReader());
  }

  private async read(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          this.dispatch(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted by close(): nothing more to deliver.
    }
  }

  private dispatch(block: string): void {
    let type = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) type = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (data.length === 0) return;
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data: data.join('\n') }));
  }
}
