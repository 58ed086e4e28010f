import { describe, expect, it } from 'vitest';
import { documentMessages as m } from '../../src/domain/document/document-messages';
import { parseDocumentNumber } from '../../src/domain/document/document-number';
import type { PostDraft } from '../../src/domain/document/document-types';
import { postMessages as pm } from '../../src/domain/document/post-messages';
import type { PostView } from '../../src/domain/document/post-view';
import { PostApi } from '../../src/ports/document-post.port';
import { ProcessApi } from '../../src/ports/process.port';
import { BookmarkApi } from '../../src/ports/bookmark.port';
import { bookmarkMessages } from '../../src/domain/favourites/bookmark-messages';
import { failureOf } from './support/harness';
import { useSignedInBackend, type SignedInBackendFactory, type SignedInBrowser } from './support/signed-in-backend';

/** The province office's people of the 发文 process (src/demo/people.ts) and the city, a recipient. */
const DRAFTER = '10002';
const CHECKER = '10104';
const COSIGNER = '10103';
const SIGNER = '10101';
const CITY = '10003';

export const POST: PostDraft = {
  title: '关于开展2026年度设施农业用地备案核查的通知',
  kind: '通知',
  secrecy: '公开',
  urgency: '加急',
  mainTo: ['D360100'],
  copyTo: ['D360000-05'],
  body: '各设区市自然资源局：\n为规范设施农业用地管理，现就开展年度备案核查有关事项通知如下。',
};

const portsOf = ({ container }: SignedInBrowser) => ({ posts: container.get(PostApi), process: container.get(ProcessApi), bookmarks: container.get(BookmarkApi) });
type Ports = ReturnType<typeof portsOf>;
const statusOf = (failure: Awaited<ReturnType<typeof failureOf>>): number | undefined => (failure.failure.kind === 'http' ? failure.failure.status : undefined);

/** Sends the post's affair one step on, as `from`, with an opinion. */
async function send(from: Ports, key: string, toNode: string, handler: string | undefined, opinion: string): Promise<void> {
  const { version } = await from.process.detail(key);
  await from.process.complete({ keyDigNumGather: key, version, toNode, opinion, ...(handler === undefined ? {} : { handler: { kind: 'person' as const, id: handler } }) });
}

/** PostApi (发文): the same expectations for every backend. */
export function describePostContract(name: string, makeBackend: SignedInBackendFactory): void {
  describe(`PostApi contract: ${name}`, () => {
    const { as } = useSignedInBackend(makeBackend, portsOf);

    /** A post drafted, 送审 and sent on to 编号 with opinions at 核稿, 会签 and 签发. */
    async function atNumbering(title: string): Promise<PostView> {
      const drafter = await as(DRAFTER);
      const draft = await drafter.posts.save({ ...POST, title, version: 0 });
      const sent = await drafter.posts.submit(draft.id, draft.version);
      const key = sent.affairKey ?? '';
      await send(drafter, key, 'fw_hg', CHECKER, '请核稿。');
      await send(await as(CHECKER), key, 'fw_hq', COSIGNER, '文字已核，请会签。');
      await send(await as(COSIGNER), key, 'fw_qf', SIGNER, '同意。');
      await send(await as(SIGNER), key, 'fw_bh', CHECKER, '同意印发。');
      return sent;
    }

    it('saves a draft at the version read, refuses a stale save (409) and bad fields (400)', async () => {
      const { posts } = await as(DRAFTER);
      const draft = await posts.save({ ...POST, version: 0 });
      expect(draft).toMatchObject({ version: 1, step: '拟稿', statusLabel: '草稿', canEdit: true, agencyCode: '赣自然资发' });
      const changed = await posts.save({ ...POST, id: draft.id, version: 1, title: `${POST.title}（修改）` });
      expect(changed.version).toBe(2);
      const stale = await failureOf(posts.save({ ...POST, id: draft.id, version: 1 }));
      expect(statusOf(stale)).toBe(409);
      expect(stale.userMessage.message).toBe(m.stale);
      const bad = await failureOf(posts.save({ ...POST, title: '', mainTo: [], version: 0 }));
      expect(statusOf(bad)).toBe(400);
      expect(bad.userMessage.message).toBe(m.titleRequired);
    });

    it('runs 拟稿 → 分发, numbering only at 编号, and shows the post to its recipients once 分发', async () => {
      const drafter = await as(DRAFTER);
      const draft = await drafter.posts.save({ ...POST, version: 0 });
      const early = await failureOf(drafter.posts.number(draft.id));
      expect(statusOf(early)).toBe(409);
      expect(early.userMessage.message).toBe(m.notAtNumbering);
      const sent = await atNumbering('关于印发发文流程测试的通知');
      const stillDraft = await failureOf(drafter.posts.save({ ...POST, id: sent.id, version: sent.version }));
      expect(stillDraft.userMessage.message).toBe(pm.sentNotEditable);
      const city = await as(CITY);
      expect(statusOf(await failureOf(city.posts.detail(sent.id)))).toBe(404);
      const checker = await as(CHECKER);
      const numbered = await checker.posts.number(sent.id);
      expect(parseDocumentNumber(numbered.docNumber ?? '')?.agencyCode).toBe('赣自然资发');
      expect((await checker.posts.number(sent.id)).docNumber).toBe(numbered.docNumber);
      expect((await checker.process.detail(sent.affairKey ?? '')).formData.docNumber).toBe(numbered.docNumber);
      await send(checker, sent.affairKey ?? '', 'fw_ff', undefined, '已编号，分发。');
      const received = await city.posts.list({ box: 'received', pageIndex: 1, pageSize: 50 });
      expect(received.rows.find((p) => p.id === sent.id)).toMatchObject({ distributed: true, step: '分发', docNumber: numbered.docNumber });
      const detail = await drafter.posts.detail(sent.id);
      expect(detail.opinions.map((o) => o.step)).toEqual(['拟稿', '核稿', '会签', '签发', '编号']);
    });

    it('refuses to send a post on to 分发 before 分配文号 (409), and lets it go once numbered', async () => {
      const sent = await atNumbering('关于分发前须编号的通知');
      const checker = await as(CHECKER);
      const key = sent.affairKey ?? '';
      const early = await failureOf(send(checker, key, 'fw_ff', undefined, '直接分发。'));
      expect(statusOf(early)).toBe(409);
      expect(early.userMessage.message).toBe(pm.numberFirst);
      expect((await checker.process.detail(key)).status).toBe('running');
      await checker.posts.number(sent.id);
      await send(checker, key, 'fw_ff', undefined, '已编号，分发。');
      expect((await checker.posts.detail(sent.id)).distributed).toBe(true);
    });

    it('lets whoever may see a post bookmark it as a 公文 (type 2) and refuses anyone else with 404', async () => {
      const drafter = await as(DRAFTER);
      const draft = await drafter.posts.save({ ...POST, title: '关于发文收藏测试的通知', version: 0 });
      const added = await drafter.bookmarks.add({ type: 2, bookmarkId: draft.id, title: draft.title, keyTypeCode: 'post' });
      expect(added).toMatchObject({ type: 2, bookmarkId: draft.id, keyTypeCode: 'post' });
      expect(await drafter.bookmarks.isBookmarked({ type: 2, bookmarkId: draft.id })).toBe(true);
      const city = await as(CITY);
      const refused = await failureOf(city.bookmarks.add({ type: 2, bookmarkId: draft.id, title: draft.title, keyTypeCode: 'post' }));
      expect(statusOf(refused)).toBe(404);
      expect(refused.userMessage.message).toBe(bookmarkMessages.unreachable(2));
      const missing = await failureOf(drafter.bookmarks.add({ type: 2, bookmarkId: 'FW209900001', title: '不存在', keyTypeCode: 'post' }));
      expect(statusOf(missing)).toBe(404);
    });

    it('gives two posts numbered at the same moment distinct, consecutive 文号', async () => {
      const [a, b] = await Promise.all([atNumbering('关于并发编号甲的通知'), atNumbering('关于并发编号乙的通知')]);
      const checker = await as(CHECKER);
      const both = await Promise.all([checker.posts.number(a.id), checker.posts.number(b.id)]);
      const sequences = both.map((p) => parseDocumentNumber(p.docNumber ?? '')?.sequence ?? 0).sort((x, y) => x - y);
      expect(sequences[1]).toBe((sequences[0] ?? 0) + 1);
    });

    it("keeps a post out of sight (404) of anyone not taking part, and refuses 编号 to others", async () => {
      const { posts } = await as(DRAFTER);
      const draft = await posts.save({ ...POST, version: 0 });
      const city = await as(CITY);
      const hidden = await failureOf(city.posts.detail(draft.id));
      expect(statusOf(hidden)).toBe(404);
      expect(hidden.userMessage.message).toBe(pm.notFound);
      expect(statusOf(await failureOf(city.posts.number(draft.id)))).toBe(404);
    });
  });
}
