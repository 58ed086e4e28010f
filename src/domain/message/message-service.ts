import type { Directory, ServiceFailure } from '../affair/service/types';
import { userName } from '../filing/service/access';
import { err, ok, type Result } from '../shared/result';
import { messageMessages as m } from './message-messages';
import { canSee, expandRecipients, isUnreadFor, markRead } from './message-rules';
import { BODY_MAX, SUBJECT_MAX, type MessageBook, type MessageDetail, type MessageProblems, type MessageQuery, type MessageRow, type MessageSend, type StoredMessage } from './message-types';
import { pageOf, type PageOf } from '../shared/paging';

/** A refusal; `fieldProblems` (400) names the field of each message. */
export interface MessageFailure extends ServiceFailure {
  readonly fieldProblems?: MessageProblems;
}
export type MessageServed<T> = Result<T, MessageFailure>;
export type MessageChanged<T> = MessageServed<{ readonly messages: MessageBook; readonly value: T }>;

/** What every message call receives: who asks, the people, the clock and the messages. */
export interface MessageCall {
  readonly dir: Directory;
  readonly userId: string;
  readonly at: string;
  readonly messages: MessageBook;
}

const fail = (status: MessageFailure['status'], message: string, fieldProblems?: MessageProblems): MessageServed<never> =>
  err(fieldProblems === undefined ? { status, message } : { status, message, fieldProblems });

/** 404 for a message the caller may not see, so that its existence does not leak. */
function visible(call: MessageCall, id: string): MessageServed<StoredMessage> {
  const found = call.messages.messages.find((msg) => msg.id === id);
  return found !== undefined && canSee(found, call.userId) ? ok(found) : fail(404, m.notFound);
}

function rowOf(call: MessageCall, box: MessageQuery['box'], msg: StoredMessage): MessageRow {
  const readCount = msg.recipients.filter((r) => r.readAt !== undefined).length;
  return {
    id: msg.id,
    subject: msg.subject,
    senderName: userName(call.dir, msg.senderId),
    recipientNames: msg.recipients.map((r) => userName(call.dir, r.userId)).join('、'),
    sentAt: msg.sentAt,
    read: box === 'sent' ? readCount === msg.recipients.length : !isUnreadFor(msg, call.userId),
    readCount,
    recipientCount: msg.recipients.length,
  };
}

function matches(call: MessageCall, msg: StoredMessage, text: string | undefined): boolean {
  const needle = text?.trim().toLowerCase() ?? '';
  if (needle === '') return true;
  const names = [msg.senderId, ...msg.recipients.map((r) => r.userId)].map((id) => userName(call.dir, id));
  return [msg.subject, msg.body, ...names].join('\n').toLowerCase().includes(needle);
}

/** GET /api/op/message/list: 收件箱 unread first, then newest; 已发送 newest first; read 'unread' keeps the 收件箱 badge's messages. */
export function messagePage(call: MessageCall, query: MessageQuery): MessageServed<PageOf<MessageRow>> {
  const inBox = (msg: StoredMessage): boolean =>
    !msg.hiddenFor.includes(call.userId) && (query.box === 'sent' ? msg.senderId === call.userId : msg.recipients.some((r) => r.userId === call.userId));
  const unreadFirst = (a: StoredMessage, b: StoredMessage): number => (query.box === 'inbox' ? Number(isUnreadFor(b, call.userId)) - Number(isUnreadFor(a, call.userId)) : 0);
  const wanted = (msg: StoredMessage): boolean => query.read === undefined || (query.box === 'inbox' && isUnreadFor(msg, call.userId));
  const found = call.messages.messages
    .filter((msg) => inBox(msg) && wanted(msg) && matches(call, msg, query.text))
    .sort((a, b) => unreadFirst(a, b) || b.sentAt.localeCompare(a.sentAt) || b.id.localeCompare(a.id));
  return ok(pageOf(found, query.pageIndex, query.pageSize, (msg) => rowOf(call, query.box, msg)));
}

function detailOf(call: MessageCall, msg: StoredMessage): MessageDetail {
  const mine = msg.senderId === call.userId;
  return {
    id: msg.id,
    subject: msg.subject,
    body: msg.body,
    senderId: msg.senderId,
    senderName: userName(call.dir, msg.senderId),
    sentAt: msg.sentAt,
    mine,
    recipients: msg.recipients.map((r) => ({ userId: r.userId, name: userName(call.dir, r.userId), ...(mine && r.readAt !== undefined ? { readAt: r.readAt } : {}) })),
    filesKey: msg.filesKey,
    ...(msg.forwardFilesKey === undefined ? {} : { forwardFilesKey: msg.forwardFilesKey }),
  };
}

/** POST /api/op/message/open: the message, marked read when a recipient opens it. */
export function openMessage(call: MessageCall, id: string): MessageChanged<MessageDetail> {
  const found = visible(call, id);
  if (!found.ok) return found;
  if (!isUnreadFor(found.value, call.userId)) return ok({ messages: call.messages, value: detailOf(call, found.value) });
  const next: StoredMessage = { ...found.value, recipients: markRead(found.value.recipients, call.userId, call.at) };
  return ok({ messages: { ...call.messages, messages: call.messages.messages.map((msg) => (msg.id === id ? next : msg)) }, value: detailOf(call, next) });
}

function sendProblems(call: MessageCall, body: MessageSend, recipients: readonly string[]): MessageProblems {
  const problems: Record<string, string> = {};
  const subject = body.subject.trim();
  if (body.persons.length + body.departments.length === 0) problems['recipients'] = m.noRecipients;
  else if (recipients.length === 0) problems['recipients'] = m.recipientUnknown;
  if (subject === '') problems['subject'] = m.subjectRequired;
  else if ([...subject].length > SUBJECT_MAX) problems['subject'] = m.subjectTooLong;
  if (body.body.trim() === '') problems['body'] = m.bodyRequired;
  else if ([...body.body].length > BODY_MAX) problems['body'] = m.bodyTooLong;
  return problems;
}

const nextId = (sequence: number, at: string): string => `XX${at.slice(0, 4)}${String(sequence).padStart(6, '0')}`;

/**
 * POST /api/op/message/send. The files key names the send: repeating it (a double click, a retry
 * after a lost answer) returns the message already sent instead of sending it twice.
 */
export function sendMessage(call: MessageCall, body: MessageSend): MessageChanged<MessageDetail> {
  const already = call.messages.messages.find((msg) => msg.filesKey === body.filesKey);
  if (already !== undefined && already.senderId !== call.userId) return fail(400, m.filesKeyTaken, { filesKey: m.filesKeyTaken });
  if (already !== undefined) return ok({ messages: call.messages, value: detailOf(call, already) });
  const recipients = expandRecipients(call.dir, call.userId, body.persons, body.departments);
  const problems = sendProblems(call, body, recipients);
  if (Object.keys(problems).length > 0) return fail(400, Object.values(problems)[0] ?? m.invalid, problems);
  const original = body.forwardOf === undefined ? undefined : visible(call, body.forwardOf);
  if (original !== undefined && !original.ok) return original;
  const sequence = call.messages.sequence + 1;
  const forwardFilesKey = original?.value.forwardFilesKey ?? original?.value.filesKey;
  const next: StoredMessage = {
    id: nextId(sequence, call.at),
    senderId: call.userId,
    recipients: recipients.map((userId) => ({ userId })),
    subject: body.subject.trim(),
    body: body.body,
    filesKey: body.filesKey,
    ...(forwardFilesKey === undefined ? {} : { forwardFilesKey }),
    sentAt: call.at,
    hiddenFor: [],
  };
  return ok({ messages: { messages: [...call.messages.messages, next], sequence }, value: detailOf(call, next) });
}

/** POST /api/op/message/delete: gone from the caller's lists only. */
export function hideMessage(call: MessageCall, id: string): MessageChanged<null> {
  const found = visible(call, id);
  if (!found.ok) return found;
  const next: StoredMessage = { ...found.value, hiddenFor: [...found.value.hiddenFor, call.userId] };
  return ok({ messages: { ...call.messages, messages: call.messages.messages.map((msg) => (msg.id === id ? next : msg)) }, value: null });
}
