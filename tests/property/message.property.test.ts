import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { generateDemoData } from '../../src/demo/demo-data';
import { seedMessageBook } from '../../src/demo/messages';
import { messageFileRights } from '../../src/domain/message/message-files';
import { canSee, expandRecipients, markRead, unreadMessageCount } from '../../src/domain/message/message-rules';
import { hideMessage, messagePage, openMessage, sendMessage, type MessageCall } from '../../src/domain/message/message-service';
import type { MessageRecipient } from '../../src/domain/message/message-types';

const demo = generateDemoData();
const dir = { users: demo.users, departments: demo.departments, divisions: demo.divisions };
const staff = demo.users.filter((u) => u.kind === 'staff').map((u) => u.userId);
const departmentIds = demo.departments.map((d) => d.deptId);
const AT = '2026-11-20T02:00:00.000Z';

const person = fc.constantFrom(...staff);
const department = fc.constantFrom(...departmentIds);
const picks = fc.record({ sender: person, persons: fc.array(person, { maxLength: 6 }), departments: fc.array(department, { maxLength: 3 }) });

/** Whether the department holds the user, directly or in one of its sub-departments. */
function inside(deptId: string, userDept: string): boolean {
  let current: string | undefined = userDept;
  while (current !== undefined) {
    if (current === deptId) return true;
    current = demo.departments.find((d) => d.deptId === current)?.parentId;
  }
  return false;
}

const callAs = (userId: string, at = AT): MessageCall => ({ dir, userId, at, messages: seedMessageBook() });

describe('秘书 recipients', () => {
  test.prop([picks])('are each chosen person and everyone in a chosen department, each once, the sender only when named', ({ sender, persons, departments }) => {
    const recipients = expandRecipients(dir, sender, persons, departments);
    expect(new Set(recipients).size).toBe(recipients.length);
    for (const id of persons) expect(recipients).toContain(id);
    for (const u of demo.users.filter((user) => user.kind === 'staff' && user.userId !== sender)) {
      expect(recipients.includes(u.userId)).toBe(persons.includes(u.userId) || departments.some((d) => inside(d, u.deptId)));
    }
    expect(recipients.includes(sender)).toBe(persons.includes(sender));
  });
});

describe('秘书 read receipts', () => {
  const recipients = fc.uniqueArray(person, { minLength: 1, maxLength: 6 }).map((ids): MessageRecipient[] => ids.map((userId) => ({ userId })));
  const readings = fc.array(fc.tuple(person, fc.integer({ min: 0, max: 10_000 })), { maxLength: 12 });

  test.prop([recipients, readings])('only ever gain a reading, and the first reading time stays', (start, events) => {
    let current: readonly MessageRecipient[] = start;
    for (const [userId, minute] of events) {
      const next = markRead(current, userId, new Date(Date.parse(AT) + minute * 60_000).toISOString());
      next.forEach((r, index) => {
        const before = current[index];
        expect(r.userId).toBe(before?.userId);
        if (before?.readAt !== undefined) expect(r.readAt).toBe(before.readAt);
      });
      expect(next.filter((r) => r.readAt !== undefined).length).toBeGreaterThanOrEqual(current.filter((r) => r.readAt !== undefined).length);
      current = next;
    }
  });
});

describe('秘书 visibility', () => {
  const seeded = seedMessageBook().messages;
  test.prop([person, fc.constantFrom(...seeded.map((m) => m.id))])('a message is listed, opened and its files seen only by its sender and recipients', (userId, id) => {
    const message = seeded.find((m) => m.id === id);
    if (message === undefined) throw new Error('no message');
    const party = message.senderId === userId || message.recipients.some((r) => r.userId === userId);
    expect(canSee(message, userId)).toBe(party);
    expect(openMessage(callAs(userId), id).ok).toBe(party);
    expect(messageFileRights([message], true, userId).see).toBe(party);
    const listed = (['inbox', 'sent'] as const).flatMap((box) => {
      const page = messagePage(callAs(userId), { box, pageIndex: 1, pageSize: 100 });
      return page.ok ? page.value.rows.map((row) => row.id) : [];
    });
    expect(listed.includes(id)).toBe(party);
  });

  test.prop([person, fc.constantFrom(...seeded.map((m) => m.id))])('deleting hides it for that user only', (userId, id) => {
    const hidden = hideMessage(callAs(userId), id);
    if (!hidden.ok) return;
    const after = hidden.value.messages.messages.find((m) => m.id === id);
    if (after === undefined) throw new Error('gone');
    expect(canSee(after, userId)).toBe(false);
    const others = [after.senderId, ...after.recipients.map((r) => r.userId)].filter((other) => other !== userId);
    for (const other of others) expect(canSee(after, other)).toBe(true);
  });

  test.prop([person, fc.uniqueArray(person, { minLength: 1, maxLength: 4 })])('a sent message is unread for each recipient until opened, and sending it twice stores it once', (sender, persons) => {
    const body = { persons, departments: [], subject: '测试', body: '正文', filesKey: 'MSG-property-test-key' };
    const sent = sendMessage(callAs(sender), body);
    if (!sent.ok) throw new Error(sent.error.message);
    const again = sendMessage({ ...callAs(sender), messages: sent.value.messages }, body);
    if (!again.ok) throw new Error(again.error.message);
    expect(again.value.messages.messages.length).toBe(sent.value.messages.messages.length);
    for (const recipient of persons) {
      const before = unreadMessageCount(sent.value.messages.messages, recipient);
      const opened = openMessage({ ...callAs(recipient), messages: sent.value.messages }, sent.value.value.id);
      if (!opened.ok) throw new Error(opened.error.message);
      expect(unreadMessageCount(opened.value.messages.messages, recipient)).toBe(before - 1);
    }
  });
});
