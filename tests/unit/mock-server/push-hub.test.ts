import { EventEmitter } from 'node:events';
import type { Response } from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PING_INTERVAL_MS, PushHub } from '../../../mock-server/push/hub';
import { placeOf } from '../../../mock-server/push/place';

/** Just enough of an express Response for the hub: write, end and the close event. */
class FakeStream extends EventEmitter {
  readonly chunks: string[] = [];
  writableEnded = false;
  write(chunk: string): boolean {
    this.chunks.push(chunk);
    return true;
  }
  end(): this {
    this.writableEnded = true;
    this.emit('close');
    return this;
  }
  messages(): unknown[] {
    return this.chunks.map((c) => JSON.parse(c.replace(/^data: /, '')) as unknown);
  }
}

const asResponse = (stream: FakeStream): Response => stream as unknown as Response;

describe('push hub', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pings every open stream every 25 seconds and stops with the hub', () => {
    vi.useFakeTimers();
    const hub = new PushHub(() => Date.UTC(2026, 0, 15, 1, 2, 3));
    const stream = new FakeStream();
    hub.open('10004', 'a', asResponse(stream));
    vi.advanceTimersByTime(PING_INTERVAL_MS - 1);
    expect(stream.chunks).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(stream.messages()).toEqual([{ type: 'ping', time: '2026-01-15 09:02:03' }]);
    hub.closeAll();
    expect(stream.writableEnded).toBe(true);
    expect(hub.size).toBe(0);
  });

  it('replaces the stream of a reconnecting browser and forgets closed ones', () => {
    const hub = new PushHub(() => 0);
    const first = new FakeStream();
    const again = new FakeStream();
    hub.open('10004', 'a', asResponse(first));
    hub.open('10004', 'a', asResponse(again));
    expect(first.writableEnded).toBe(true);
    expect(hub.size).toBe(1);
    again.emit('close');
    expect(hub.size).toBe(0);
    hub.closeAll();
  });

  it.each([
    ['127.0.0.1', '本机（127.0.0.1）'],
    ['::1', '本机（127.0.0.1）'],
    ['::ffff:127.0.0.1', '本机（127.0.0.1）'],
    ['::ffff:10.36.1.20', 'IP地址 10.36.1.20'],
    ['2001:db8::1', 'IP地址 2001:db8::1'],
  ])('describes %s as %s', (ip, place) => {
    expect(placeOf(ip)).toBe(place);
  });
});
