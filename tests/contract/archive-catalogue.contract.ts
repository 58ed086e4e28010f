import { describe, expect, it } from 'vitest';
import { catalogueMessages as c } from '../../src/domain/archive/archive-catalogue-messages';
import { archiveMessages as m } from '../../src/domain/archive/archive-messages';
import type { ArchiveSave } from '../../src/domain/archive/archive-types';
import type { ApiFailure } from '../../src/ports/api-failure';
import { ArchiveCatalogueApi } from '../../src/ports/archive-catalogue.port';
import { ArchiveApi } from '../../src/ports/archive.port';
import { CITY, COUNTY, COUNTY_KEEPER, OTHER_COUNTY } from './archive.contract';
import { failureOf } from './support/harness';
import { useSignedInBackend, type SignedInBackendFactory, type SignedInBrowser } from './support/signed-in-backend';

interface Ports {
  readonly records: ArchiveApi;
  readonly catalogues: ArchiveCatalogueApi;
}

const portsOf = ({ container }: SignedInBrowser): Ports => ({ records: container.get(ArchiveApi), catalogues: container.get(ArchiveCatalogueApi) });
const statusOf = (failure: ApiFailure): number | undefined => (failure.failure.kind === 'http' ? failure.failure.status : undefined);
const bodyOf = (failure: ApiFailure): Record<string, unknown> => (failure.failure.kind === 'http' && typeof failure.failure.body === 'object' && failure.failure.body !== null ? (failure.failure.body as Record<string, unknown>) : {});

const save = (title: string): ArchiveSave => ({ title, responsible: '南昌县自然资源局办公室', year: 2026, retention: 'years10', organ: 'BGS', secrecy: 'internal', pieces: 1, pages: 4, remark: '' });
const NUMBER = /^Z0121-2026-ML-(\d{3})$/;
const serialOf = (catalogueNo: string): number => Number(NUMBER.exec(catalogueNo)?.[1] ?? Number.NaN);

/** ArchiveCatalogueApi (新目录): the same expectations for every backend. */
export function describeArchiveCatalogueContract(name: string, makeBackend: SignedInBackendFactory): void {
  describe(`ArchiveCatalogueApi contract: ${name}`, () => {
    const { as } = useSignedInBackend(makeBackend, portsOf);
    const registered = async (title: string): Promise<string> => (await (await as(COUNTY)).records.register(save(title))).id;

    it('numbers two catalogues made at once with consecutive 目录号 of the unit’s year', async () => {
      const { catalogues, records } = await as(COUNTY);
      const [a, b, x, y] = await Promise.all(['目录并发甲', '目录并发乙', '目录并发丙', '目录并发丁'].map(registered));
      const made = await Promise.all([catalogues.catalogueIn({ archiveIds: [a ?? '', b ?? ''], note: '并发甲' }), catalogues.catalogueIn({ archiveIds: [x ?? '', y ?? ''], note: '并发乙' })]);
      const serials = made.map((d) => serialOf(d.catalogueNo)).sort((p, q) => p - q);
      expect(serials[1]).toBe((serials[0] ?? 0) + 1);
      expect(made[0]).toMatchObject({ direction: 'in', directionLabel: '入库目录', count: 2, unitName: '南昌县', divisionCode: '360121' });
      expect(made[0]?.records.map((r) => r.id)).toEqual([a, b]);
      const detail = await records.archive(a ?? '');
      expect(detail.catalogues.map((ref) => ref.catalogueNo)).toEqual([made[0]?.catalogueNo]);
      expect((await catalogues.catalogue(made[1]?.id ?? '')).note).toBe('并发乙');
      const listed = await catalogues.catalogues({ pageIndex: 1, pageSize: 100, direction: 'in' });
      expect(listed.rows.map((r) => r.id)).toEqual(expect.arrayContaining(made.map((d) => d.id)));
      const candidates = await records.archives({ pageIndex: 1, pageSize: 100, candidateFor: 'in', text: '目录并发' });
      expect(candidates.total).toBe(0);
    });

    it('refuses the whole 出库目录 with the reason of the record on loan, and changes nothing', async () => {
      const county = await as(COUNTY);
      const keeper = await as(COUNTY_KEEPER);
      const [free, lent, waiting] = await Promise.all(['出库目录在库', '出库目录借出', '出库目录待审批'].map(registered));
      const asked = await county.records.requestLoan({ archiveId: lent ?? '', purpose: '核对', dueDate: '2026-12-06' });
      await keeper.records.approveLoan({ id: asked.id, version: asked.version });
      await county.records.requestLoan({ archiveId: waiting ?? '', purpose: '查阅', dueDate: '2026-12-06' });
      const before = await county.catalogues.catalogues({ pageIndex: 1, pageSize: 100 });
      const freeBefore = await county.records.archive(free ?? '');
      const refused = await failureOf(county.catalogues.catalogueOut({ archiveIds: [free ?? '', lent ?? '', waiting ?? ''], note: '', reason: '到期移交', receiver: '南昌县档案馆' }));
      expect([statusOf(refused), refused.message]).toEqual([409, c.refused(2, '出库目录')]);
      expect(bodyOf(refused)['recordProblems']).toEqual({ [lent ?? '']: c.onLoan, [waiting ?? '']: c.loanPending });
      expect((await county.catalogues.catalogues({ pageIndex: 1, pageSize: 100 })).total).toBe(before.total);
      const freeAfter = await county.records.archive(free ?? '');
      expect([freeAfter.state, freeAfter.version, freeAfter.catalogues]).toEqual([freeBefore.state, freeBefore.version, []]);

      const out = await county.catalogues.catalogueOut({ archiveIds: [free ?? ''], note: '', reason: '到期移交', receiver: '南昌县档案馆' });
      expect(out.catalogueNo).toMatch(NUMBER);
      expect([out.direction, out.reason, out.receiver, out.records[0]?.state]).toEqual(['out', '到期移交', '南昌县档案馆', 'out']);
      const moved = await county.records.archive(free ?? '');
      expect(moved.history.at(-1)?.note).toBe(c.noteOut('到期移交', out.catalogueNo));
      const again = await failureOf(county.catalogues.catalogueOut({ archiveIds: [free ?? ''], note: '', reason: '再次出库', receiver: '' }));
      expect(bodyOf(again)['recordProblems']).toEqual({ [free ?? '']: c.alreadyOut });
    });

    it('lists a record in one 入库目录 only', async () => {
      const { catalogues } = await as(COUNTY);
      const [a, b] = await Promise.all(['入库一次甲', '入库一次乙'].map(registered));
      const first = await catalogues.catalogueIn({ archiveIds: [a ?? ''], note: '' });
      const twice = await failureOf(catalogues.catalogueIn({ archiveIds: [b ?? '', a ?? ''], note: '' }));
      expect([statusOf(twice), twice.message]).toEqual([409, c.refused(1, '入库目录')]);
      expect(bodyOf(twice)['recordProblems']).toEqual({ [a ?? '']: c.alreadyListed('入库目录', first.catalogueNo) });
    });

    it('refuses bad input with the field message (400)', async () => {
      const { catalogues } = await as(COUNTY);
      const a = await registered('目录输入校验');
      const empty = await failureOf(catalogues.catalogueIn({ archiveIds: [], note: '' }));
      expect([statusOf(empty), empty.message]).toEqual([400, '目录中的档案不能为空']);
      const twice = await failureOf(catalogues.catalogueIn({ archiveIds: [a, a], note: '' }));
      expect([statusOf(twice), twice.message]).toEqual([400, c.duplicate]);
      const noReason = await failureOf(catalogues.catalogueOut({ archiveIds: [a], note: '', reason: '  ', receiver: '' }));
      expect([statusOf(noReason), noReason.message, bodyOf(noReason)['fieldProblems']]).toEqual([400, m.reasonRequired, { reason: m.reasonRequired }]);
    });

    it('refuses another county the county’s records and catalogues (404), and its city lists them but may not catalogue them', async () => {
      const county = await as(COUNTY);
      const a = await registered('辖区目录测试');
      const made = await county.catalogues.catalogueIn({ archiveIds: [a], note: '辖区' });
      const other = await as(OTHER_COUNTY);
      const hidden = await failureOf(other.catalogues.catalogueIn({ archiveIds: [a], note: '' }));
      expect([statusOf(hidden), hidden.message]).toEqual([404, m.notFound]);
      const unseen = await failureOf(other.catalogues.catalogue(made.id));
      expect([statusOf(unseen), unseen.message]).toEqual([404, c.notFound]);
      expect((await other.catalogues.catalogues({ pageIndex: 1, pageSize: 100 })).rows.some((r) => r.id === made.id)).toBe(false);
      const city = await as(CITY);
      expect((await city.catalogues.catalogue(made.id)).catalogueNo).toBe(made.catalogueNo);
      const notOwner = await failureOf(city.catalogues.catalogueOut({ archiveIds: [a], note: '', reason: '移交', receiver: '' }));
      expect([statusOf(notOwner), bodyOf(notOwner)['recordProblems']]).toEqual([409, { [a]: c.notOwner }]);
    });
  });
}
