import 'reflect-metadata';
import { afterEach, describe, expect, it } from 'vitest';
import { CollectStore } from '../../../src/app/collect/collect.store';
import { SessionStore } from '../../../src/app/session/session.store';
import { applyListPageSize, listPageSize, toListPageSize } from '../../../src/app/shared/list-page-size';
import { projectViewOf, projectViewSearch } from '../../../src/app/statistics/project/stats-address';
import { DEFAULT_SYSTEM_SETTINGS, siteInfoOf, type SiteInfo } from '../../../src/domain/admin/site-info';
import type { BookmarkApi } from '../../../src/ports/bookmark.port';
import { archiveListUrl, archiveQueryOf, loanAddressOf, loanListUrl } from '../../../src/ui/features/archive/archive-address';
import { caseListUrl, caseQueryOf } from '../../../src/ui/features/case/case-address';
import { indexQueryOf, indexUrl } from '../../../src/ui/features/ledger/ledger-address';
import { applicationAddressOf, applicationListUrl } from '../../../src/ui/features/meeting/meeting-address';
import { landQueryOf, landSearch } from '../../../src/ui/features/temporary-land/land-address';
import { createHarness } from './fakes';

const login = { username: 'county', password: 'County@2026', captcha: '1', remember: false };

async function signInWithDefault(size: unknown): Promise<void> {
  const h = createHarness();
  // What a backend might answer, valid or not: the client trusts only SPEC's sizes.
  const answer = { ...siteInfoOf(DEFAULT_SYSTEM_SETTINGS), defaultPageSize: size } as unknown as SiteInfo;
  h.auth.siteInfo = () => Promise.resolve(answer);
  await h.container.get(SessionStore).login(login);
}

// The setting is the page's: every test leaves SPEC's 15 behind for the next file.
afterEach(() => applyListPageSize(undefined));

describe("系统设置's default page size", () => {
  it('is read at sign-in, and a list store made afterwards starts at it', async () => {
    await signInWithDefault(30);
    expect(listPageSize()).toBe(30);
    const noBookmarks = { list: () => Promise.resolve({ rows: [], total: 0, pageIndex: 1, pageSize: 30 }) } as unknown as BookmarkApi;
    expect(new CollectStore(noBookmarks).getValue().query.pageSize).toBe(30);
  });

  it.each([[10], [0], ['30'], [undefined]])('falls back to SPEC section 9’s 15 for %j, which is not one of its sizes', async (size) => {
    await signInWithDefault(size);
    expect(listPageSize()).toBe(15);
  });

  it('leaves the lists at 15 and still signs in when the setting cannot be read', async () => {
    applyListPageSize(50);
    const h = createHarness();
    h.auth.siteInfo = () => Promise.reject(new Error('网络连接异常'));
    await h.container.get(SessionStore).login(login);
    expect(h.container.get(SessionStore).getValue().user?.userName).toBe('county');
    expect(listPageSize()).toBe(15);
  });

  it('is what an address without a size means, while a size the user chose stays in the address', () => {
    applyListPageSize(20);
    expect(caseQueryOf('').pageSize).toBe(20);
    expect(caseQueryOf('pageSize=50').pageSize).toBe(50);
    expect(caseQueryOf('pageSize=17').pageSize).toBe(20);
    expect(caseListUrl({ pageIndex: 1, pageSize: 20 })).toBe('/op/case/list');
    expect(caseListUrl({ pageIndex: 1, pageSize: 15 })).toBe('/op/case/list?pageSize=15');
    expect(landQueryOf('').pageSize).toBe(20);
    expect(landSearch({ pageIndex: 1, pageSize: 15 })).toBe('?pageSize=15');
    expect(projectViewOf('').query.pageSize).toBe(20);
    expect(projectViewSearch({ query: { pageIndex: 1, pageSize: 30 }, unit: 'ha' })).toContain('pageSize=30');
    expect(toListPageSize(99)).toBe(20);
  });

  it('is what 档案出库, 借阅管理, 会议申请 and 台账目录 start at, while a size picked stays in their addresses', () => {
    applyListPageSize(20);
    expect([archiveQueryOf('').pageSize, loanAddressOf('').pageSize, applicationAddressOf('').pageSize, indexQueryOf('').pageSize]).toEqual([20, 20, 20, 20]);
    expect([archiveQueryOf('pageSize=50').pageSize, loanAddressOf('role=approving&pageSize=30').pageSize, applicationAddressOf('pageSize=17').pageSize, indexQueryOf('pageIndex=2.5').pageIndex]).toEqual([50, 30, 20, 1]);
    expect(archiveListUrl({ pageIndex: 1, pageSize: 20 })).toBe('/archive/manage/out');
    expect(loanListUrl({ role: 'mine', pageIndex: 3, pageSize: 15 })).toBe('/archive/manage/retrieval?pageIndex=3&pageSize=15');
    expect(applicationListUrl({ role: 'attending', pageSize: 50 })).toBe('/meeting/manager/application/list?role=attending&pageSize=50');
    expect(indexUrl({ cycle: 'month', pageSize: 30 })).toBe('/tz/secretary/index?cycle=month&pageSize=30');
  });
});
