import { describe, expect, it } from 'vitest';
import { noticeMessages } from '../../src/domain/notice/notice-messages';
import type { NoticeInput } from '../../src/domain/notice/notice-types';
import { problemsOfBody } from '../../src/ports/api/filing.dto';
import { FileApi } from '../../src/ports/files.port';
import { NoticeManageApi } from '../../src/ports/notice-manage.port';
import { NoticeApi } from '../../src/ports/notice.port';
import { failureOf } from './support/harness';
import { useSignedInBackend, type SignedInBackendFactory } from './support/signed-in-backend';

const PROVINCE = '10002';
const CITY = '10003';
const COUNTY = '10004';
const JINXIAN = '10311';

const input = (changes: Partial<NoticeInput> = {}): NoticeInput => ({
  title: '  关于开展契约测试的通知  ',
  category: 'notice',
  body: '<p onclick="alert(1)">请各单位<strong>按时</strong>报送。<script>alert(2)</script></p><a href="javascript:alert(3)">链接</a>',
  scopeCode: '360100',
  pinned: false,
  ...changes,
});

/** NoticeManageApi (发布管理, receipts, reminders) and its effect on NoticeApi: the same answers from both backends. */
export function describeNoticeManageContract(name: string, makeBackend: SignedInBackendFactory): void {
  describe(`NoticeManageApi contract: ${name}`, () => {
    const { as } = useSignedInBackend(makeBackend, ({ container }) => ({ manage: container.get(NoticeManageApi), notices: container.get(NoticeApi), files: container.get(FileApi) }));
    const page = { pageIndex: 1, pageSize: 50 } as const;
    const listed = async (userId: string, id: string): Promise<boolean> => (await (await as(userId)).notices.list(page)).rows.some((row) => row.id === id);

    it('saves a sanitised draft that readers do not see, publishes it to the scope, and shows who read it', async () => {
      const { manage } = await as(PROVINCE);
      const draft = await manage.create(input());
      expect(draft).toMatchObject({ status: 'draft', statusLabel: '草稿', version: 1, title: '关于开展契约测试的通知', scopeName: '南昌市', publishedAt: '', authorName: '刘建华' });
      expect(draft.body).toBe('<p>请各单位<strong>按时</strong>报送。</p><a>链接</a>');
      expect(await listed(CITY, draft.id)).toBe(false);
      expect((await failureOf((await as(CITY)).notices.detail(draft.id))).failure).toMatchObject({ kind: 'http', status: 404 });

      const published = await manage.publish(draft.id, draft.version);
      expect(published).toMatchObject({ status: 'published', version: 2 });
      expect(published.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      expect(await listed(CITY, draft.id)).toBe(true);
      expect(await listed(COUNTY, draft.id)).toBe(true);

      const before = await manage.receipts(draft.id);
      expect(before.readCount).toBe(0);
      expect(before.units.map((unit) => unit.divisionCode)).toEqual(['360100', '360121', '360124']);
      const county = (await as(COUNTY)).notices;
      const detail = await county.detail(draft.id);
      expect(detail).toMatchObject({ read: true, scopeName: '南昌市', mayManage: false, categoryLabel: '通知' });
      const after = await manage.receipts(draft.id);
      expect(after.readCount).toBe(1);
      expect(after.unreadCount).toBe(before.unreadCount - 1);
      expect(after.units.find((unit) => unit.divisionCode === '360121')?.read.map((person) => person.userId)).toEqual([COUNTY]);
      expect(await manage.remind(draft.id)).toBe(after.unreadCount);
      const row = (await manage.list({ ...page, status: 'published' })).rows.find((r) => r.id === draft.id);
      expect(row).toMatchObject({ readCount: 1, readerCount: before.unreadCount, statusLabel: '已发布' });
    });

    it("counts a written notice's uploaded files in the readers' list, as the seed's", async () => {
      const { manage, files } = await as(PROVINCE);
      const draft = await manage.create(input({ title: '关于报送附件计数的通知' }));
      await files.upload(draft.id, new Blob(['%PDF-1.4\n计数\n%%EOF\n']), '报送要求.pdf');
      await files.upload(draft.id, new Blob(['名单']), '名单.txt');
      await manage.publish(draft.id, draft.version);
      const rows = (await (await as(COUNTY)).notices.list(page)).rows;
      expect(rows.find((row) => row.id === draft.id)?.attachmentCount).toBe(2);
      const seeded = rows.find((row) => row.attachmentCount > 0 && row.id !== draft.id);
      expect(seeded).toBeDefined();
      expect(await files.list(seeded?.id ?? '')).toHaveLength(seeded?.attachmentCount ?? -1);
    });

    it('edits only after withdrawal, checks the version on every change, deletes only what readers cannot see', async () => {
      const { manage } = await as(CITY);
      const draft = await manage.create(input({ scopeCode: '360121' }));
      const published = await manage.publish(draft.id, 1);
      const edit = await failureOf(manage.update(draft.id, input({ title: '改标题' }), published.version));
      expect(edit.failure).toMatchObject({ kind: 'http', status: 409 });
      expect(edit.message).toBe(noticeMessages.editPublished);
      const stale = await failureOf(manage.withdraw(draft.id, 1));
      expect(stale.failure).toMatchObject({ kind: 'http', status: 409 });
      expect(stale.message).toBe(noticeMessages.stale);
      expect((await failureOf(manage.remove(draft.id, published.version))).failure).toMatchObject({ status: 409 });
      const withdrawn = await manage.withdraw(draft.id, published.version);
      expect(withdrawn.status).toBe('withdrawn');
      expect(await listed(COUNTY, draft.id)).toBe(false);
      const edited = await manage.update(draft.id, input({ title: '改过的标题', expiresOn: '2099-12-31' }), withdrawn.version);
      expect(edited).toMatchObject({ title: '改过的标题', expiresOn: '2099-12-31', status: 'withdrawn', version: withdrawn.version + 1 });
      const pinned = await manage.pin(draft.id, true, edited.version);
      expect(pinned.pinned).toBe(true);
      const again = await manage.publish(draft.id, pinned.version);
      expect((await (await as(COUNTY)).notices.list(page)).rows[0]?.id).toBe(draft.id);
      const gone = await manage.withdraw(draft.id, again.version);
      await manage.remove(draft.id, gone.version);
      expect((await failureOf(manage.get(draft.id))).failure).toMatchObject({ kind: 'http', status: 404 });
    });

    it('reports every bad field at the field, in Chinese, with a 400', async () => {
      const { manage } = await as(CITY);
      const failure = await failureOf(manage.create(input({ title: ' ', body: '<script>x</script>', scopeCode: '360000', expiresOn: '2000-01-01' })));
      expect(failure.failure).toMatchObject({ kind: 'http', status: 400 });
      const problems = failure.failure.kind === 'http' ? problemsOfBody(failure.failure.body) : undefined;
      expect(problems).toEqual([
        { field: 'title', message: noticeMessages.titleRequired },
        { field: 'body', message: noticeMessages.bodyRequired },
        { field: 'scopeCode', message: noticeMessages.scopeOutside },
        { field: 'expiresOn', message: noticeMessages.expiresPast },
      ]);
      const long = await failureOf(manage.create(input({ title: '长'.repeat(101), scopeCode: '999999' })));
      expect(long.failure.kind === 'http' ? problemsOfBody(long.failure.body) : undefined).toEqual([
        { field: 'title', message: noticeMessages.titleTooLong },
        { field: 'scopeCode', message: noticeMessages.scopeUnknown },
      ]);
    });

    it('keeps each division to its own notices: other divisions get 404, those without the permission 403', async () => {
      const province = (await as(PROVINCE)).manage;
      const toNanchangCounty = await province.publish((await province.create(input({ scopeCode: '360121' }))).id, 1);
      expect(await listed(JINXIAN, toNanchangCounty.id)).toBe(false);
      expect((await failureOf((await as(JINXIAN)).notices.detail(toNanchangCounty.id))).failure).toMatchObject({ kind: 'http', status: 404 });
      const county = (await as(COUNTY)).manage;
      expect((await failureOf(county.create(input()))).failure).toMatchObject({ kind: 'http', status: 403 });
      expect((await failureOf(county.list(page))).failure).toMatchObject({ kind: 'http', status: 403 });
      expect((await failureOf(county.withdraw(toNanchangCounty.id, toNanchangCounty.version))).failure).toMatchObject({ kind: 'http', status: 403 });
      expect((await failureOf((await as(JINXIAN)).manage.remind(toNanchangCounty.id))).failure).toMatchObject({ kind: 'http', status: 403 });
      const city = (await as(CITY)).manage;
      expect((await failureOf(city.withdraw(toNanchangCounty.id, toNanchangCounty.version))).failure).toMatchObject({ kind: 'http', status: 404 });
      expect((await failureOf(city.receipts(toNanchangCounty.id))).failure).toMatchObject({ kind: 'http', status: 404 });
      const cityRows = (await city.list(page)).rows;
      expect(cityRows.length).toBeGreaterThan(0);
      expect(cityRows.every((row) => row.id !== toNanchangCounty.id)).toBe(true);
    });
  });
}
