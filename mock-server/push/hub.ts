import type { Response } from 'express';
import type { PushMessage } from '../../src/ports/api/user.dto';
import { formatTimestamp } from '../../src/domain/format/date';

export const PING_INTERVAL_MS = 25_000;

interface Stream {
  readonly userId: string;
  readonly clientUuid: string;
  readonly res: Response;
}

/**
 * Open server-sent-event streams, one per (user, browser). Only the sign-in path publishes, so a
 * plain in-memory list is enough; streams die with the process and browsers reconnect.
 */
export class PushHub {
  private readonly streams = new Set<Stream>();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly now: () => number) {}

  /** Registers an already-opened event stream; a reconnect of the same browser replaces its old stream. */
  open(userId: string, clientUuid: string, res: Response): void {
    for (const stream of this.streams) {
      if (stream.userId === userId && stream.clientUuid === clientUuid) this.drop(stream);
    }
    const stream: Stream = { userId, clientUuid, res };
    this.streams.add(stream);
    res.on('close', () => this.streams.delete(stream));
    this.startPinging();
  }

  /** Tells every other browser of this user that the account just signed in somewhere else. */
  notifyRemoteLogin(userId: string, exceptClientUuid: string | undefined, message: PushMessage): void {
    for (const stream of this.streams) {
      if (stream.userId === userId && stream.clientUuid !== exceptClientUuid) write(stream, message);
    }
  }

  /** Writes to every open browser of the user (a notice reminder). */
  notifyUser(userId: string, message: PushMessage): void {
    for (const stream of this.streams) {
      if (stream.userId === userId) write(stream, message);
    }
  }

  closeAll(): void {
    for (const stream of this.streams) this.drop(stream);
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
  }

  get size(): number {
    return this.streams.size;
  }

  private startPinging(): void {
    if (this.timer !== undefined) return;
    // Keeps proxies and idle timeouts from cutting quiet streams.
    this.timer = setInterval(() => {
      const ping: PushMessage = { type: 'ping', time: formatTimestamp(this.now()) };
      for (const stream of this.streams) write(stream, ping);
    }, PING_INTERVAL_MS);
    this.timer.unref();
  }

  private drop(stream: Stream): void {
    this.streams.delete(stream);
    stream.res.end();
  }
}

function write(stream: Stream, message: PushMessage): void {
  if (!stream.res.writableEnded) stream.res.write(`data: ${JSON.stringify(message)}\n\n`);
}
