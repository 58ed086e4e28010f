import { describe, expect, it } from 'vitest';
import { INBOX_MENU_ID } from '../../src/domain/menu/menu-counts';
import { messageMessages } from '../../src/domain/message/message-messages';
import { MessageApi } from '../../src/ports/message.port';
import { TodoApi } from '../../src/ports/todo.port';
import { demo, failureOf } from './support/harness';
import { useSignedInBackend, type SignedInBackendFactory, type SignedInBrowser } from './support/signed-in-backend';

const PROVINCE = '10002';
const CITY = '10003';
const COUNTY = '10004';
const COLLEAGUE = '10301';

const portsOf = ({ container }: SignedInBrowser) => ({ messages: container.get(MessageApi), todo: container.get(TodoApi) });
const statusOf = (failure: Awaited<ReturnType<typeof failureOf>>): number | undefined => (failure.failure.kind === 'http' ? failure.failure.status : undefined);
const fieldProblemsOf = (failure: Awaited<ReturnType<typeof failureOf>>): unknown => (failure.failure.kind === 'http' && typeof failure.failure.body === 'object' && failure.failure.body !== null ? (failure.failure.body as { fieldProblems?: unknown }).fieldProblems : undefined);
const unreadBadge = async (todo: { menuCounts(): Promise<{ menuId: number; count: number }[]> }): Promise<number> => (await todo.menuCounts()).find((c) => c.menuId === INBOX_MENU_ID)?.count ?? 0;

/** The county office that holds the county user and a colleague. */
const countyOffice = demo.users.find((u) => u.userId === COUNTY)?.deptId ?? '';
const officeMates = demo.users.filter((u) => u.kind === 'staff' && u.deptId === countyOffice && u.userId !== COUNTY).map((u) => u.userId);

/** MessageApi (秘书): the same expectations for every backend. */
export function describeMessageContract(name: string, makeBackend: SignedInBackendFactory): void {
  describe(`MessageApi contract: ${name}`, () => {
    const { as } = useSignedInBackend(makeBackend, portsOf);

    it('lists the inbox unread first and refuses a message of others with 404 and its message', async () => {
      const { messages } = await as(COUNTY);
      const inbox = await messages.list({ box: 'inbox', pageIndex: 1, pageSize: 50 });
      expect(inbox.total).toBeGreaterThan(0);
      const firstRead = inbox.rows.findIndex((row) => row.read);
      expect(inbox.rows.slice(firstRead === -1 ? inbox.rows.length : firstRead).every((row) => row.read)).toBe(true);
      const failure = await failureOf(messages.open('XX2026000002'));
      expect(statusOf(failure)).toBe(404);
      expect(failure.userMessage.message).toBe(messageMessages.notFound);
      expect(statusOf(await failureOf(messages.open('XX2099999999')))).toBe(404);
    });

    it('sends to a person and a department, counts the badge, and shows the sender who read it and when', async () => {
      const county = await as(COUNTY);
      const city = await as(CITY);
      const before = await unreadBadge(city.todo);
      const sent = await county.messages.send({ persons: [CITY], departments: [countyOffice], subject: ' 合同审查意见 ', body: '请审阅。', filesKey: `MSG-contract-send-${name.length}` });
      expect(sent.subject).toBe('合同审查意见');
      expect(sent.recipients.map((r) => r.userId).sort()).toEqual([CITY, ...officeMates].sort());
      expect(sent.recipients.every((r) => r.readAt === undefined)).toBe(true);
      expect(await unreadBadge(city.todo)).toBe(before + 1);

      const unread = await city.messages.list({ box: 'inbox', pageIndex: 1, pageSize: 50, read: 'unread' });
      expect(unread.total).toBe(before + 1);
      expect(unread.rows.every((row) => !row.read)).toBe(true);
      expect(unread.rows.some((row) => row.id === sent.id)).toBe(true);
      const opened = await city.messages.open(sent.id);
      expect(opened.mine).toBe(false);
      expect(opened.recipients.every((r) => r.readAt === undefined)).toBe(true);
      expect(await unreadBadge(city.todo)).toBe(before);
      expect((await city.messages.list({ box: 'inbox', pageIndex: 1, pageSize: 50, read: 'unread' })).total).toBe(before);

      const receipts = await county.messages.open(sent.id);
      expect(receipts.mine).toBe(true);
      expect(receipts.recipients.find((r) => r.userId === CITY)?.readAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(receipts.recipients.filter((r) => r.userId !== CITY).every((r) => r.readAt === undefined)).toBe(true);
      const sentRow = (await county.messages.list({ box: 'sent', pageIndex: 1, pageSize: 5, text: '合同审查' })).rows[0];
      expect(sentRow?.readCount).toBe(1);
      expect(sentRow?.recipientCount).toBe(officeMates.length + 1);
    });

    it('refuses bad input with 400 and the Chinese message at each field', async () => {
      const { messages } = await as(COUNTY);
      const empty = await failureOf(messages.send({ persons: [], departments: [], subject: ' ', body: '', filesKey: 'MSG-contract-empty-key' }));
      expect(statusOf(empty)).toBe(400);
      expect(fieldProblemsOf(empty)).toEqual({ recipients: messageMessages.noRecipients, subject: messageMessages.subjectRequired, body: messageMessages.bodyRequired });
      const long = await failureOf(messages.send({ persons: [CITY], departments: [], subject: '长'.repeat(101), body: '正文', filesKey: 'MSG-contract-long-key' }));
      expect(fieldProblemsOf(long)).toEqual({ subject: messageMessages.subjectTooLong });
      const unknown = await failureOf(messages.send({ persons: ['nobody'], departments: [], subject: '主题', body: '正文', filesKey: 'MSG-contract-unknown' }));
      expect(fieldProblemsOf(unknown)).toEqual({ recipients: messageMessages.recipientUnknown });
      const badKey = await failureOf(messages.send({ persons: [CITY], departments: [], subject: '主题', body: '正文', filesKey: '../etc' }));
      expect(statusOf(badKey)).toBe(400);
      expect(badKey.userMessage.message).toContain('附件编号');
      expect(statusOf(await failureOf(messages.list({ box: 'trash' as 'inbox', pageIndex: 1, pageSize: 10 })))).toBe(400);
    });

    it('sends once for a repeated send, forwards the attachments, and deletes for the caller only', async () => {
      const province = await as(PROVINCE);
      const colleague = await as(COLLEAGUE);
      const body = { persons: [COLLEAGUE], departments: [], subject: '重复发送检查', body: '只应收到一条。', filesKey: `MSG-contract-twice-${name.length}` };
      const [first, second] = await Promise.all([province.messages.send(body), province.messages.send(body)]);
      expect(second.id).toBe(first.id);
      expect((await colleague.messages.list({ box: 'inbox', pageIndex: 1, pageSize: 10, text: '重复发送检查' })).total).toBe(1);

      const forward = await colleague.messages.send({ persons: [CITY], departments: [], subject: 'Fw: 重复发送检查', body: '转给您。', filesKey: `MSG-contract-forward-${name.length}`, forwardOf: first.id });
      expect(forward.forwardFilesKey).toBe(first.filesKey);
      const stolen = await failureOf(colleague.messages.send({ persons: [CITY], departments: [], subject: '主题', body: '正文', filesKey: first.filesKey }));
      expect(fieldProblemsOf(stolen)).toEqual({ filesKey: messageMessages.filesKeyTaken });

      await colleague.messages.remove(first.id);
      expect((await colleague.messages.list({ box: 'inbox', pageIndex: 1, pageSize: 10, text: '重复发送检查' })).total).toBe(0);
      expect(statusOf(await failureOf(colleague.messages.open(first.id)))).toBe(404);
      expect((await province.messages.open(first.id)).recipients[0]?.userId).toBe(COLLEAGUE);
    });
  });
}
