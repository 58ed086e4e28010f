import { describe, expect, it } from 'vitest';
import { boxQueryOf } from '../../src/app/process/box-list.store';
import { filingQueryOf } from '../../src/app/filing/filing-list.store';
import { superviseQueryOf } from '../../src/app/process/supervise-list.store';
import { DEMO_ACCOUNTS } from '../../src/demo/demo-data';
import { FILING_TYPE_CODES } from '../../src/domain/filing/filing-types';
import { DEFAULT_PAGE_SIZE } from '../../src/domain/format/page-size';
import { FILING_LIST_NAMES, type FilingListName } from '../../src/domain/filing/wire';
import type { BoxName, BoxType } from '../../src/ports/api/process.dto';
import { DivisionApi } from '../../src/ports/division.port';
import { FilingApi } from '../../src/ports/filing.port';
import { NoticeApi } from '../../src/ports/notice.port';
import { ProcessApi } from '../../src/ports/process.port';
import { SearchApi } from '../../src/ports/search.port';
import { SuperviseApi } from '../../src/ports/supervise.port';
import { TodoApi } from '../../src/ports/todo.port';
import { demo, demoUser, failureOf } from './support/harness';
import { httpSignedInBackend, memorySignedInBackend, useSignedInBackend, type SignedInBrowser } from './support/signed-in-backend';

/** The ports the read-only screens call, from one signed-in browser. */
const portsOf = ({ container }: SignedInBrowser) => ({
  todo: container.get(TodoApi),
  process: container.get(ProcessApi),
  filing: container.get(FilingApi),
  supervise: container.get(SuperviseApi),
  notices: container.get(NoticeApi),
  divisions: container.get(DivisionApi),
  search: container.get(SearchApi),
});
type Ports = ReturnType<typeof portsOf>;

type Answer = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly status: number | undefined; readonly message: string };

/** What the screen gets: the value, or the refusal's status and Chinese message. */
async function answerOf<T>(run: () => Promise<T>): Promise<Answer> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    const failure = await failureOf(Promise.reject(error));
    return { ok: false, status: failure.failure.kind === 'http' ? failure.failure.status : undefined, message: failure.message };
  }
}

/** The boxes of 我的事务 with a box type (SPEC section 4), as BoxListStore maps them; 6 (条件查询) is the query screen. */
const BOXES: readonly (readonly [BoxType, BoxName])[] = [
  [1, 'todo'],
  [2, 'done'],
  [3, 'finish'],
  [4, 'query'],
  [5, 'invalid'],
];
const firstBoxPage = boxQueryOf({ pageIndex: 1, pageSize: DEFAULT_PAGE_SIZE, title: '', filters: {} });

/** The filing lists of the account's 备案管理 menu, and 待我审核 (toBeReviewed) where the 已上报 page offers it (reviewers). */
function filingListsOf(userName: string, level: string): FilingListName[] {
  const recordReport = (demo.menus[demoUser(userName).roleKey] ?? []).find((entry) => entry.path === '/recordReport');
  const pages = (recordReport?.children ?? []).map((entry) => entry.path).filter((path): path is FilingListName => (FILING_LIST_NAMES as readonly string[]).includes(path));
  const reviewer = pages.includes('reported') && (level === 'city' || level === 'province');
  return reviewer ? [...pages, 'toBeReviewed'] : pages;
}

/**
 * Beyond the per-port contracts: for every demo account, each read a screen makes on first
 * showing (badges, the affair boxes, the filing lists, 督办事项, 通知公告, the 行政区 tree and a
 * search) answers the same from the memory backend as from the mock server, field by field.
 */
describe('memory and HTTP adapters agree on what each demo account reads', () => {
  const memory = useSignedInBackend(memorySignedInBackend, portsOf);
  const http = useSignedInBackend(httpSignedInBackend, portsOf);

  /** The same reads from both backends, each signed in as the account; every screen of the account loads (no refusal to agree on). */
  const both = async (userName: string, read: (ports: Ports) => Promise<Answer[]>): Promise<[Answer[], Answer[]]> => {
    const { userId } = demoUser(userName);
    const [fromMemory, fromHttp] = await Promise.all([memory.as(userId).then(read), http.as(userId).then(read)]);
    expect(fromHttp.filter((answer) => !answer.ok)).toEqual([]);
    return [fromMemory, fromHttp];
  };

  describe.each(DEMO_ACCOUNTS.map((account) => [account.username, account.level] as const))('%s', (userName, level) => {
    it('menu badges and notice box counts', async () => {
      const [fromMemory, fromHttp] = await both(userName, async ({ todo }) => [await answerOf(() => todo.menuCounts()), await answerOf(() => todo.boxCounts())]);
      expect(fromMemory).toEqual(fromHttp);
    });

    it('page 1 of the affair boxes 1 to 5', async () => {
      const [fromMemory, fromHttp] = await both(userName, async ({ process }) => {
        const answers: Answer[] = [];
        for (const [, box] of BOXES) answers.push(await answerOf(() => process.box(box, firstBoxPage)));
        return answers;
      });
      expect(fromMemory).toEqual(fromHttp);
    });

    it('page 1 of each filing list of the menu, for every type', async () => {
      const lists = filingListsOf(userName, level);
      expect(lists.length).toBeGreaterThan(0);
      const [fromMemory, fromHttp] = await both(userName, async ({ filing }) => {
        const answers: Answer[] = [];
        for (const list of lists) {
          for (const typeCode of FILING_TYPE_CODES) {
            answers.push(await answerOf(() => filing.list(list, filingQueryOf({ pageIndex: 1, pageSize: DEFAULT_PAGE_SIZE, typeCode, filters: {} }))));
          }
        }
        return answers;
      });
      expect(fromMemory).toEqual(fromHttp);
    });

    it('page 1 of 督办事项', async () => {
      const [fromMemory, fromHttp] = await both(userName, async ({ supervise }) => [await answerOf(() => supervise.list(superviseQueryOf({ filters: {}, pageIndex: 1, pageSize: DEFAULT_PAGE_SIZE })))]);
      expect(fromMemory).toEqual(fromHttp);
    });

    it('page 1 of 通知公告', async () => {
      const [fromMemory, fromHttp] = await both(userName, async ({ notices }) => [await answerOf(() => notices.list({ pageIndex: 1, pageSize: DEFAULT_PAGE_SIZE }))]);
      expect(fromMemory).toEqual(fromHttp);
    });

    it('the 行政区 tree', async () => {
      const [fromMemory, fromHttp] = await both(userName, async ({ divisions }) => [await answerOf(() => divisions.jurisdictionTree())]);
      expect(fromMemory).toEqual(fromHttp);
    });

    it('a search for 南昌', async () => {
      const [fromMemory, fromHttp] = await both(userName, async ({ search }) => [await answerOf(() => search.search({ txt: '南昌', kind: 'all', pageIndex: 1, pageSize: DEFAULT_PAGE_SIZE }))]);
      expect(fromMemory).toEqual(fromHttp);
    });
  });
});
