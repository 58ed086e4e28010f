import { describe, expect, it } from 'vitest';
import { caseMessages } from '../../src/domain/case/case-messages';
import type { CaseDraft } from '../../src/domain/case/case-types';
import { CaseApi } from '../../src/ports/case.port';
import { FileApi } from '../../src/ports/files.port';
import { BookmarkApi } from '../../src/ports/bookmark.port';
import { CASE_BOOKMARK_KIND } from '../../src/domain/favourites/bookmark-links';
import { failureOf } from './support/harness';
import { useSignedInBackend, type SignedInBackendFactory, type SignedInBrowser } from './support/signed-in-backend';

const PROVINCE = '10002';
const CITY = '10003';
const COUNTY = '10004';
/** 万秀英 of 进贤县: another county of the same city. */
const OTHER_COUNTY = '10311';

const portsOf = ({ container }: SignedInBrowser) => ({ cases: container.get(CaseApi), files: container.get(FileApi), bookmarks: container.get(BookmarkApi) });
const statusOf = (failure: Awaited<ReturnType<typeof failureOf>>): number | undefined => (failure.failure.kind === 'http' ? failure.failure.status : undefined);

/** A case in 南昌县 (a point near 莲塘), with a checked 公民身份号码. */
export const CONTRACT_CASE: CaseDraft = {
  source: 'report',
  partyKind: 'person',
  partyName: '契约测试当事人',
  partyId: '360121198001011234',
  partyPhone: '0791-85712345',
  place: '莲塘镇契约村',
  lon: 115.93,
  lat: 28.55,
  violation: 'unapproved',
  area: 0.75,
  facts: '未经批准擅自建设厂房',
  filingKey: '',
};

/** CaseApi (案件): the same expectations for every backend. */
export function describeCaseContract(name: string, makeBackend: SignedInBackendFactory): void {
  describe(`CaseApi contract: ${name}`, () => {
    const { as } = useSignedInBackend(makeBackend, portsOf);

    it('lists a county its own cases, the city its counties and the province everything', async () => {
      const county = (await (await as(COUNTY)).cases.list({ pageIndex: 1, pageSize: 100 })).rows;
      expect(county.length).toBeGreaterThan(0);
      expect(county.every((row) => row.divisionCode === '360121')).toBe(true);
      const city = (await (await as(CITY)).cases.list({ pageIndex: 1, pageSize: 100 })).rows;
      expect(new Set(city.map((row) => row.divisionCode))).toEqual(new Set(['360121', '360124']));
      const province = await (await as(PROVINCE)).cases.list({ pageIndex: 1, pageSize: 100, state: 'closed' });
      expect(province.rows.length).toBeGreaterThan(0);
      expect(province.rows.every((row) => row.closed && row.stepName === '结案')).toBe(true);
    });

    it("refuses another county's case with 403 and its message", async () => {
      const own = (await (await as(COUNTY)).cases.list({ pageIndex: 1, pageSize: 1 })).rows[0];
      const failure = await failureOf((await as(OTHER_COUNTY)).cases.detail(own?.id ?? ''));
      expect(statusOf(failure)).toBe(403);
      expect(failure.userMessage.message).toBe(caseMessages.outOfJurisdiction);
      expect(statusOf(await failureOf((await as(COUNTY)).cases.detail('AJ000000')))).toBe(404);
    });

    it("lets the case's jurisdiction read its 附件 though it takes no part in the affair, and no other county", async () => {
      const county = await as(COUNTY);
      const seeded = (await county.cases.list({ pageIndex: 1, pageSize: 100, text: '镇' })).rows.find((row) => row.holderName !== '陈志强');
      const detail = await county.cases.detail(seeded?.id ?? '');
      await expect(county.files.list(detail.filesKey)).resolves.toBeInstanceOf(Array);
      expect(statusOf(await failureOf((await as(OTHER_COUNTY)).files.list(detail.filesKey)))).toBe(403);
    });

    it('bookmarks a case of the jurisdiction as type 3, and refuses one of another county with 404', async () => {
      const county = await as(COUNTY);
      const own = (await county.cases.list({ pageIndex: 1, pageSize: 1 })).rows[0]?.id ?? '';
      await county.bookmarks.add({ type: 3, bookmarkId: own, title: '案件收藏', keyTypeCode: CASE_BOOKMARK_KIND });
      expect(await county.bookmarks.isBookmarked({ type: 3, bookmarkId: own })).toBe(true);
      const other = await as(OTHER_COUNTY);
      expect(statusOf(await failureOf(other.bookmarks.add({ type: 3, bookmarkId: own, title: '越权收藏', keyTypeCode: CASE_BOOKMARK_KIND })))).toBe(404);
    });

    it('registers a county case with the next 立案编号 and its affair at 立案', async () => {
      const { cases } = await as(COUNTY);
      const made = await cases.register(CONTRACT_CASE);
      expect(made.caseNumber).toMatch(/^赣自然资\(南昌县\)立〔\d{4}〕\d+号$/);
      expect(made.stepName).toBe('立案');
      expect(made.divisionCode).toBe('360121');
      const next = await cases.register({ ...CONTRACT_CASE, partyName: '契约测试当事人二' });
      const n = (text: string): number => Number(/〕(\d+)号/.exec(text)?.[1]);
      expect(n(next.caseNumber)).toBe(n(made.caseNumber) + 1);
    });

    it('gives the parameters 案件详情 opens with, by the case id or its affair key, within the jurisdiction only (SPEC section 2, op events)', async () => {
      const { cases } = await as(COUNTY);
      const own = (await cases.list({ pageIndex: 1, pageSize: 1 })).rows[0];
      const detail = await cases.detail(own?.id ?? '');
      const byId = await cases.params(detail.id, 1);
      expect(byId).toEqual({ id: detail.id, boxType: 1, filesKey: detail.filesKey, affairKey: detail.affairKey, caseNumber: detail.caseNumber });
      expect(await cases.params(detail.affairKey, 3)).toEqual({ ...byId, boxType: 3 });
      const other = await failureOf((await as(OTHER_COUNTY)).cases.params(detail.affairKey, 1));
      expect(statusOf(other)).toBe(403);
      expect(other.userMessage.message).toBe(caseMessages.outOfJurisdiction);
      expect(statusOf(await failureOf(cases.params('AJ000000', 1)))).toBe(404);
      expect(statusOf(await failureOf(cases.params('', 1)))).toBe(400);
    });

    it('refuses bad input at its field, and a city registering', async () => {
      const { cases } = await as(COUNTY);
      const bad = await failureOf(cases.register({ ...CONTRACT_CASE, partyId: '360121198001011238', lon: 116.4, lat: 28.4, area: 0 }));
      expect(statusOf(bad)).toBe(400);
      const body = bad.failure.kind === 'http' ? (bad.failure.body as { fieldProblems?: Record<string, string> }) : {};
      expect(body.fieldProblems).toMatchObject({ partyId: caseMessages.personIdInvalid, lon: caseMessages.outsideCounty('南昌县'), area: caseMessages.areaInvalid });
      const city = await failureOf((await as(CITY)).cases.register(CONTRACT_CASE));
      expect(statusOf(city)).toBe(403);
      expect(city.userMessage.message).toBe(caseMessages.countyOnly);
    });
  });
}
