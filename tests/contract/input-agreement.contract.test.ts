import type { Container } from 'inversify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPERVISE_CONTENT_MAX } from '../../src/domain/affair/supervision-form';
import { NOTICE_BODY_INPUT_MAX, NOTICE_TITLE_INPUT_MAX } from '../../src/domain/notice/notice-messages';
import type { NoticeInput } from '../../src/domain/notice/notice-types';
import { SEARCH_TEXT_MAX } from '../../src/domain/search/search-types';
import { KEY_MAX } from '../../src/domain/validation/input-limits';
import type { ApiFailure } from '../../src/ports/api-failure';
import { DashboardApi } from '../../src/ports/dashboard.port';
import { FileApi } from '../../src/ports/files.port';
import { FilingApi } from '../../src/ports/filing.port';
import { LandStatisticsApi } from '../../src/ports/land-statistics.port';
import { NoticeManageApi } from '../../src/ports/notice-manage.port';
import { NoticeApi } from '../../src/ports/notice.port';
import { ProcessApi } from '../../src/ports/process.port';
import { ReportFormApi } from '../../src/ports/report-form.port';
import { SearchApi } from '../../src/ports/search.port';
import { SuperviseApi } from '../../src/ports/supervise.port';
import { demoUser, failureOf, signInAs, type Backend, type Client } from './support/harness';
import { httpBackend } from './support/http-harness';
import { memoryBackend } from './support/memory-harness';
import { httpSignedInBackend, memorySignedInBackend, type SignedInBackend } from './support/signed-in-backend';

type Call = (client: Client) => Promise<unknown>;
type FeatureCall = (ports: Container) => Promise<unknown>;
const COUNTY = '10004';
const tooLongKey = 'k'.repeat(KEY_MAX + 1);
const notice = (changes: Record<string, unknown>): NoticeInput => ({ title: '标题', category: 'notice', body: '<p>正文</p>', scopeCode: '360100', pinned: false, ...changes }) as NoticeInput;

/** What the user is told: the status and the Chinese text, which both backends must give alike. */
const answerOf = (failure: ApiFailure) => ({ status: failure.failure.kind === 'http' ? failure.failure.status : undefined, message: failure.message });

/** Bad inputs of a few endpoints: both backends parse one schema, so they refuse with one 400 and one text. */
const BAD_INPUTS: readonly (readonly [string, Call])[] = [
  ['a page size of 51', (c) => c.bookmarks.list({ pageIndex: 1, pageSize: 51 })],
  ['type 5', (c) => c.bookmarks.add({ type: 5 as 1, bookmarkId: 'x', title: 't' })],
  ['a 65-character id', (c) => c.bookmarks.cancel({ type: 1, bookmarkId: 'x'.repeat(65) })],
  ['51 ids', (c) => c.bookmarks.cancelMany(Array.from({ length: 51 }, (_, i) => `id-${i}`))],
  ['a blank title', (c) => c.bookmarks.add({ type: 1, bookmarkId: 'x', title: '  ' })],
  ['a password change without the old password', (c) => c.profile.updatePassword('', 'x')],
  ['a password change with an oversized new password', (c) => c.profile.updatePassword('x', 'x'.repeat(2000))],
  ['a visit count of a too-long account', (c) => c.version.visits('a'.repeat(KEY_MAX + 1))],
];

/** Bad inputs of the feature ports (affairs, supervision, filings, files, notices, search). */
const BAD_FEATURE_INPUTS: readonly (readonly [string, FeatureCall])[] = [
  [
    'a supervision content one character too long',
    (p) => p.get(SuperviseApi).create({ keyDigNumGather: 'x', supName: '督办', deadline: '2099-01-01', urgedUserId: COUNTY, content: '督'.repeat(SUPERVISE_CONTENT_MAX + 1) }),
  ],
  ['a supervision list at page -1', (p) => p.get(SuperviseApi).list({ pageIndex: -1, pageSize: 10 })],
  ['a notice list at page 0', (p) => p.get(NoticeApi).list({ pageIndex: 0, pageSize: 10 })],
  ['a notice list of an unknown category', (p) => p.get(NoticeApi).list({ pageIndex: 1, pageSize: 15, category: 'memo' as 'news' })],
  ['a notice title over the input limit', (p) => p.get(NoticeManageApi).create(notice({ title: '题'.repeat(NOTICE_TITLE_INPUT_MAX + 1) }))],
  ['a notice body over the input limit', (p) => p.get(NoticeManageApi).create(notice({ body: 'x'.repeat(NOTICE_BODY_INPUT_MAX + 1) }))],
  ['a notice pinned as text', (p) => p.get(NoticeManageApi).create(notice({ pinned: 'yes' }))],
  ['a notice change on version 0', (p) => p.get(NoticeManageApi).publish('TZ0001', 0)],
  ['a notice edit of a too-long id', (p) => p.get(NoticeManageApi).update('T'.repeat(21), notice({}), 1)],
  ['a 发布管理 list of an unknown status', (p) => p.get(NoticeManageApi).list({ pageIndex: 1, pageSize: 15, status: 'gone' as 'draft' })],
  ['a filing list of 17 a page', (p) => p.get(FilingApi).list('toBeReported', { pageIndex: 1, pageSize: 17 as 15 })],
  ['an affair opinion on version -1', (p) => p.get(ProcessApi).sendOpinion({ keyDigNumGather: 'x', version: -1, opinion: '同意' })],
  ['an affair detail of a too-long key', (p) => p.get(ProcessApi).detail(tooLongKey)],
  ['a file list of a too-long key', (p) => p.get(FileApi).list(tooLongKey)],
  ['a dashboard layout with a widget twice', (p) => p.get(DashboardApi).saveLayout([{ id: 'notice', visible: true }, { id: 'notice', visible: true }])],
  ['a dashboard layout with an unknown widget', (p) => p.get(DashboardApi).saveLayout([{ id: 'weather' as 'notice', visible: true }])],
  ['a visit of an empty path', (p) => p.get(DashboardApi).recordVisit('')],
  ['a to-do page of 51', (p) => p.get(DashboardApi).todoItems({ pageIndex: 1, pageSize: 51 })],
  ['a to-do list of an unknown stage', (p) => p.get(DashboardApi).todoItems({ pageIndex: 1, pageSize: 5, stage: 'later' as 'affair' })],
  ['a supervision feature page 0', (p) => p.get(DashboardApi).supervisions(0, 1)],
  ['a supervision feature page of 1.5 rows', (p) => p.get(DashboardApi).supervisions(1, 1.5)],
  ['statistics of the year 1999', (p) => p.get(DashboardApi).filingStats(1999)],
  ['a 农房建设 form of a quarter', (p) => p.get(ReportFormApi).get('buildHouse', { period: '2026-Q1' })],
  ['a 乡村建设规划许可 form of a five-digit division', (p) => p.get(ReportFormApi).get('ruralPermit', { divisionCode: '36012', period: '2026-Q1' })],
  ['a 农房建设 save with a text value', (p) => p.get(ReportFormApi).save('buildHouse', { divisionCode: '360121', period: '2026-08', values: { housesApproved: '3' as unknown as number }, version: 1 })],
  ['a 农房建设 save at version -1', (p) => p.get(ReportFormApi).save('buildHouse', { divisionCode: '360121', period: '2026-08', values: {}, version: -1 })],
  ['a search text one character too long', (p) => p.get(SearchApi).search({ txt: '地'.repeat(SEARCH_TEXT_MAX + 1), pageIndex: 1, pageSize: 10 })],
  ['a 集体土地 area unit of 平方米', (p) => p.get(LandStatisticsApi).collectiveRows({ unit: 'm2' as 'ha' })],
  ['a 集体土地 export of a 5-digit division', (p) => p.get(LandStatisticsApi).exportCollective({ divisionCode: '36010' })],
  ['耕地变化 by week', (p) => p.get(LandStatisticsApi).farmlandChange({ year: 2026, granularity: 'week' as 'month' })],
  ['耕地变化 of the year 1999', (p) => p.get(LandStatisticsApi).exportFarmland({ year: 1999, granularity: 'month' })],
];

describe('input agreement: the memory adapter and the mock server refuse bad input alike', () => {
  const backends: Backend[] = [];
  beforeAll(async () => {
    backends.push(await memoryBackend(), await httpBackend());
  });
  afterAll(async () => {
    await Promise.all(backends.map((backend) => backend.close()));
  });

  it.each(BAD_INPUTS)('%s: the same 400 and Chinese message on both', async (_case, call) => {
    const answers = [];
    for (const backend of backends) {
      const client = backend.newClient();
      await signInAs(client, demoUser('wanzhiyuan'));
      answers.push(answerOf(await failureOf(call(client))));
    }
    expect(answers[0]?.status).toBe(400);
    expect(answers[0]?.message).toMatch(/[\u4e00-\u9fff]/);
    expect(answers[1]).toEqual(answers[0]);
  });

  it.each([
    ['a notice that does not exist', 1, 'probe-1'],
    ['an affair that does not exist', 4, 'SW-PROBE-1'],
    ['a 公文, of which none exist yet', 2, 'GW-PROBE-1'],
  ] as const)('bookmarking %s: the same 404 and Chinese message on both', async (_case, type, bookmarkId) => {
    const answers = [];
    for (const backend of backends) {
      const client = backend.newClient();
      await signInAs(client, demoUser('wanzhiyuan'));
      answers.push(answerOf(await failureOf(client.bookmarks.add({ type, bookmarkId, title: '任意标题' }))));
    }
    expect(answers[0]?.status).toBe(404);
    expect(answers[0]?.message).toMatch(/不能收藏$/);
    expect(answers[1]).toEqual(answers[0]);
  });
});

describe('input agreement of the feature ports: one schema per endpoint on both backends', () => {
  const backends: SignedInBackend[] = [];
  beforeAll(async () => {
    backends.push(await memorySignedInBackend(), await httpSignedInBackend());
  });
  afterAll(async () => {
    await Promise.all(backends.map((backend) => backend.close()));
  });

  it.each(BAD_FEATURE_INPUTS)('%s: the same 400 and Chinese message on both', async (_case, call) => {
    const answers = [];
    for (const backend of backends) {
      const browser = await backend.signedIn(COUNTY);
      answers.push(answerOf(await failureOf(call(browser.container))));
    }
    expect(answers[0]?.status).toBe(400);
    expect(answers[0]?.message).toMatch(/[\u4e00-\u9fff]/);
    expect(answers[1]).toEqual(answers[0]);
  });
});
