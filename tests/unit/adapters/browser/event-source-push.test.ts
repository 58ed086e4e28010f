import { describe, expect, it } from 'vitest';
import { EventSourcePushChannel, type EventSourceLike } from '../../../../src/adapters/browser/event-source-push';
import type { PushMessage } from '../../../../src/ports/api/user.dto';

class FakeEventSource implements EventSourceLike {
  static last: FakeEventSource | undefined;
  readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close(): void {
    this.closed = true;
  }
  emit(data: string, type = 'message'): void {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
  }
}

function open(): { source: FakeEventSource; received: PushMessage[]; close: () => void } {
  const received: PushMessage[] = [];
  const close = new EventSourcePushChannel('http://api.test', FakeEventSource).connect('u/1', 'cid', 'a b', (m) => received.push(m));
  const source = FakeEventSource.last;
  if (source === undefined) throw new Error('no EventSource opened');
  return { source, received, close };
}

describe('EventSourcePushChannel', () => {
  it('opens the per-client URL with the token in the query', () => {
    expect(open().source.url).toBe('http://api.test/api/user/push/web/u%2F1/cid?access_token=a%20b');
  });

  it('delivers parsed messages, plain or as named events', () => {
    const { source, received } = open();
    source.emit(JSON.stringify({ type: 'remote-login', place: '南昌', time: '2026-01-01 10:00:00' }));
    source.emit(JSON.stringify({ place: '赣州', time: 't2' }), 'remote-login');
    source.emit(JSON.stringify({ type: 'ping', time: 't3' }));
    source.emit(JSON.stringify({ type: 'notice-remind', noticeId: 'TZ0030', title: '请阅读', publisherUnit: '南昌市自然资源和规划局', extra: 1 }));
    source.emit(JSON.stringify({ noticeId: 'TZ0031', title: '再读', publisherUnit: '江西省自然资源厅' }), 'notice-remind');
    source.emit(JSON.stringify({ type: 'meeting', meetingId: 'HY202600001', subject: '例会', text: '请参加会议' }));
    expect(received).toEqual([
      { type: 'remote-login', place: '南昌', time: '2026-01-01 10:00:00' },
      { type: 'remote-login', place: '赣州', time: 't2' },
      { type: 'ping', time: 't3' },
      { type: 'notice-remind', noticeId: 'TZ0030', title: '请阅读', publisherUnit: '南昌市自然资源和规划局' },
      { type: 'notice-remind', noticeId: 'TZ0031', title: '再读', publisherUnit: '江西省自然资源厅' },
      { type: 'meeting', meetingId: 'HY202600001', subject: '例会', text: '请参加会议' },
    ]);
  });

  it.each(['not json', 'null', '42', '{"type":"remote-login"}', '{"type":"unknown","time":"t"}', '{"type":"remote-login","time":"t","place":1}', '{"type":"notice-remind","noticeId":"TZ1","title":"t"}', '{"type":"meeting","meetingId":"HY1","subject":"s"}'])(
    'ignores the malformed message %s',
    (data) => {
      const { source, received } = open();
      source.emit(data);
      expect(received).toEqual([]);
    },
  );

  it('closes the source, and delivers nothing afterwards', () => {
    const { source, received, close } = open();
    close();
    expect(source.closed).toBe(true);
    source.emit(JSON.stringify({ type: 'ping', time: 't' }));
    expect(received).toEqual([]);
  });

  it('is a no-op without EventSource', () => {
    const close = new EventSourcePushChannel('', undefined).connect('u', 'c', 't', () => undefined);
    expect(close).not.toThrow();
  });
});
