import { detailEventOf } from '../../domain/events/detail-event-reading';
import type { PushMessage } from '../../ports/api/user.dto';

const EVENT_TYPES: readonly PushMessage['type'][] = ['remote-login', 'ping', 'notice-remind', 'counts-changed', 'meeting', 'op', 'tz', 'archive'];

const isEventType = (value: unknown): value is PushMessage['type'] =>
  typeof value === 'string' && (EVENT_TYPES as readonly string[]).includes(value);

function noticeRemindOf(fields: Record<string, unknown>): PushMessage | undefined {
  const { noticeId, title, publisherUnit } = fields;
  if (typeof noticeId !== 'string' || typeof title !== 'string' || typeof publisherUnit !== 'string') return undefined;
  return { type: 'notice-remind', noticeId, title, publisherUnit };
}

function meetingOf(fields: Record<string, unknown>): PushMessage | undefined {
  const { meetingId, subject, text } = fields;
  if (typeof meetingId !== 'string' || typeof subject !== 'string' || typeof text !== 'string') return undefined;
  return { type: 'meeting', meetingId, subject, text };
}

/**
 * Reads one server-sent event. The type comes from the JSON's `type` field, or from the SSE
 * event name when the server names its events. Anything malformed gives undefined: a bad
 * message from the server must not break the channel.
 */
export function parsePushMessage(data: unknown, eventName = 'message'): PushMessage | undefined {
  if (typeof data !== 'string') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const fields = value as Record<string, unknown>;
  const type = isEventType(fields.type) ? fields.type : isEventType(eventName) ? eventName : undefined;
  if (type === 'notice-remind') return noticeRemindOf(fields);
  if (type === 'meeting') return meetingOf(fields);
  if (type === 'op' || type === 'tz' || type === 'archive') return detailEventOf({ ...fields, type });
  const time = typeof fields.time === 'string' ? fields.time : undefined;
  if (type === undefined || time === undefined) return undefined;
  if (type === 'ping' || type === 'counts-changed') return { type, time };
  return typeof fields.place === 'string' ? { type, place: fields.place, time } : undefined;
}

export const PUSH_EVENT_NAMES: readonly string[] = ['message', ...EVENT_TYPES];
