import { describe, expect, it } from 'vitest';
import type { TemporaryLandUse } from '../../src/domain/filing/filing-types';
import { importMessages } from '../../src/domain/filing/import-messages';
import { IMPORT_MAX_BYTES } from '../../src/domain/filing/service/import';
import { FilingApi, fieldProblemsOf } from '../../src/ports/filing.port';
import { workbookBytes } from '../support/xlsx-workbook';
import { failureOf } from './support/harness';
import { httpSignedInBackend, memorySignedInBackend, useSignedInBackend, type SignedInBackendFactory } from './support/signed-in-backend';

export type FilingBackendFactory = SignedInBackendFactory;
export const memoryFilingBackend = memorySignedInBackend;
export const httpFilingBackend = httpSignedInBackend;

const PROVINCE = '10002';
const CITY = '10003';
const COUNTY = '10004';
/** 进贤县: another county of the same city. */
const OTHER_COUNTY = '10311';

export const LAND: TemporaryLandUse = {
  typeCode: '1',
  projectName: '契约测试高速公路施工便道',
  userUnit: '江西省交通投资集团有限责任公司',
  location: '南昌县莲塘镇新联村',
  approvalNumber: '洪自然资临字〔2026〕88号',
  approvalDate: '2026-11-02',
  termMonths: 24,
  purpose: 'road',
  totalArea: 2.5,
  cultivatedArea: 1,
  otherAgriculturalArea: 0.5,
  constructionArea: 0.5,
  unusedArea: 0.5,
  restorationPlan: '期满后清除硬化层并恢复耕种',
  restorationDeadline: '2029-01-31',
  boundary: [
    [115.94, 28.55],
    [115.95, 28.55],
    [115.95, 28.56],
    [115.94, 28.56],
    [115.94, 28.55],
  ],
};

/** FilingApi (SPEC section 7, op): the same expectations for every backend. */
export function describeFilingApiContract(name: string, makeBackend: FilingBackendFactory): void {
  describe(`FilingApi contract: ${name}`, () => {
    const { as } = useSignedInBackend(makeBackend, ({ container }) => container.get(FilingApi));

    /** A new 临时用地 of 南昌县, reported by the county and passed by the city: waiting for the province. */
    const atProvince = async (projectName: string): Promise<string> => {
      const county = await as(COUNTY);
      const draft = await county.save({ data: { ...LAND, projectName } });
      const reported = await county.report(draft.keyNumGather, draft.version);
      const passed = await (await as(CITY)).review(reported.keyNumGather, { version: reported.version, decision: 'pass' });
      expect(passed.reviewLevel).toBe('province');
      return passed.keyNumGather;
    };

    it('lists the seeded drafts of the county with status and overdue flags, in the page size asked for', async () => {
      const page = await (await as(COUNTY)).list('toBeReported', { pageIndex: 1, pageSize: 15 });
      expect(page.total).toBeGreaterThan(0);
      expect(page.pageSize).toBe(15);
      expect(page.rows.every((row) => row.status === 'draft' && row.divisionCode === '360121' && row.statusLabel === '待上报')).toBe(true);
      expect(page.rows.every((row) => typeof row.overdue === 'boolean' && /^\d{4}-\d{2}-\d{2}$/.test(row.deadline))).toBe(true);
      const ofType = await (await as(PROVINCE)).list('query', { pageIndex: 1, pageSize: 50, keyTypeCode: '4', status: 'filed' });
      expect(ofType.rows.every((row) => row.keyTypeCode === '4' && row.status === 'filed' && row.filingNumber?.startsWith('赣宅备'))).toBe(true);
    });

    it('carries a filing from draft to 已备案: the city passes it up, the province gives it the next number', async () => {
      const county = await as(COUNTY);
      const draft = await county.save({ data: LAND });
      expect(draft).toMatchObject({ status: 'draft', version: 1, divisionCode: '360121', abilities: { edit: true, report: true, delete: true } });
      const reported = await county.report(draft.keyNumGather, draft.version);
      expect(reported).toMatchObject({ status: 'reported', reviewLevel: 'city' });
      const city = await as(CITY);
      const waiting = await city.list('toBeReviewed', { pageIndex: 1, pageSize: 50, text: LAND.projectName });
      expect(waiting.rows.map((row) => row.keyNumGather)).toContain(draft.keyNumGather);
      const passed = await city.review(draft.keyNumGather, { version: reported.version, decision: 'pass' });
      const province = await as(PROVINCE);
      const index = await province.licenseIndex('1');
      const filed = await province.review(draft.keyNumGather, { version: passed.version, decision: 'pass' });
      expect(filed.status).toBe('filed');
      expect(filed.filingNumber).toBe(index.nextNumber);
      expect(await province.license(draft.keyNumGather)).toMatchObject({ filingNumber: index.nextNumber, sequence: index.last + 1 });
      const history = await county.history(draft.keyNumGather);
      expect(history.map((row) => row.action)).toEqual(['create', 'report', 'forward', 'approve']);
      expect(history[3]).toMatchObject({ userName: '刘建华', fromStatus: 'reported', toStatus: 'filed', note: index.nextNumber });
    });

    it('refuses to report a record whose parts exceed the total, with every problem on its field, and keeps the draft', async () => {
      const county = await as(COUNTY);
      const draft = await county.save({ data: { ...LAND, cultivatedArea: 3, projectName: '' } });
      const failure = await failureOf(county.report(draft.keyNumGather, draft.version));
      expect(failure.failure).toMatchObject({ kind: 'http', status: 400 });
      const fields = fieldProblemsOf(failure)?.map((problem) => problem.field);
      expect(fields).toEqual(expect.arrayContaining(['totalArea', 'projectName']));
      expect(await county.check('1', draft.keyNumGather)).toEqual(fieldProblemsOf(failure));
      expect((await county.detail(draft.keyNumGather)).status).toBe('draft');
    });

    it('refuses a save over a version someone else already saved', async () => {
      const county = await as(COUNTY);
      const draft = await county.save({ data: LAND });
      await county.save({ keyNumGather: draft.keyNumGather, version: draft.version, data: { ...LAND, location: '第一个标签页' } });
      const failure = await failureOf(county.save({ keyNumGather: draft.keyNumGather, version: draft.version, data: { ...LAND, location: '第二个标签页' } }));
      expect(failure.failure).toMatchObject({ kind: 'http', status: 409 });
      expect(failure.message).toContain('已被他人修改');
      expect((await county.detail(draft.keyNumGather)).data).toMatchObject({ location: '第一个标签页' });
    });

    it("refuses another county's record with a clear message", async () => {
      const draft = await (await as(COUNTY)).save({ data: LAND });
      const failure = await failureOf((await as(OTHER_COUNTY)).detail(draft.keyNumGather));
      expect(failure.failure).toMatchObject({ kind: 'http', status: 403 });
      expect(failure.message).toBe('无权查看或操作其他辖区的备案记录');
    });

    it('returns only with an opinion; the returned record is in the county list with it, edited and reported again', async () => {
      const key = await atProvince('契约测试退回项目');
      const province = await as(PROVINCE);
      const version = (await province.detail(key)).version;
      expect((await failureOf(province.review(key, { version, decision: 'return', opinion: ' ' }))).failure).toMatchObject({ status: 400 });
      await province.review(key, { version, decision: 'return', opinion: '坐标与附图不一致' });
      const county = await as(COUNTY);
      const returned = await county.list('rollBack', { pageIndex: 1, pageSize: 20, text: '契约测试退回项目' });
      expect(returned.rows[0]).toMatchObject({ keyNumGather: key, status: 'returned', returnOpinion: '坐标与附图不一致' });
      const edited = await county.save({ keyNumGather: key, version: returned.rows[0]?.version ?? 0, data: { ...LAND, projectName: '契约测试退回项目', totalArea: 2.6 } });
      expect((await county.report(key, edited.version)).status).toBe('reported');
    });

    it('gives two approvals fired at the same moment consecutive numbers', async () => {
      const [a, b] = await Promise.all([atProvince('契约测试并发一'), atProvince('契约测试并发二')]);
      const province = await as(PROVINCE);
      const before = await province.licenseIndex('1');
      const [va, vb] = await Promise.all([province.detail(a ?? ''), province.detail(b ?? '')]);
      const filed = await Promise.all([province.createLicense(va.keyNumGather, va.version), province.review(vb.keyNumGather, { version: vb.version, decision: 'pass' })]);
      const sequences = filed.map((f) => Number(/〔\d{4}〕(\d{4})号/.exec(f.filingNumber ?? '')?.[1])).sort((x, y) => x - y);
      expect(sequences).toEqual([before.last + 1, before.last + 2]);
      expect((await province.licenseMax('1', before.year)).last).toBe(before.last + 2);
    });

    it('takes a filed record back when the province approves the return application', async () => {
      const key = await atProvince('契约测试退卷项目');
      const province = await as(PROVINCE);
      const filed = await province.review(key, { version: (await province.detail(key)).version, decision: 'pass' });
      const county = await as(COUNTY);
      const applied = await county.applyWithdrawal(key, filed.version, '批准文件更正');
      expect(applied.withdrawal).toBe('pending');
      expect((await province.withdrawals()).some((row) => row.keyNumGather === key && row.state === 'pending')).toBe(true);
      const back = await province.decideWithdrawal(key, applied.version, 1);
      expect(back.status).toBe('draft');
      expect((await county.detail(key)).abilities.edit).toBe(true);
      expect((await county.subParams(key, 2)).isAdvance).toBe(1);
    });

    it('imports a JSON file row by row, reporting what was refused and why', async () => {
      const file = new Blob([JSON.stringify([LAND, { ...LAND, termMonths: 60 }, { projectName: '缺字段' }])], { type: 'application/json' });
      const report = await (await as(COUNTY)).importFile('1', file);
      expect(report.imported.map((row) => row.row)).toEqual([1]);
      expect(report.refused.map((row) => row.row)).toEqual([2, 3]);
      expect(report.refused[0]?.problems.map((p) => p.field)).toEqual(['termMonths']);
    });

    it('imports a CSV saved from Excel whose header row uses the Chinese labels', async () => {
      const csv = [
        '户主,家庭人口,所在村,批准日期,宅基地面积（平方米）,是否占用耕地,耕地面积,旧宅是否退出',
        '陈建国,4,莲塘镇新联村,2026-10-08,120.5,否,0,是',
        '"刘,秀英",3,向塘镇高桥村,2026-10-09,500,否,10,否',
      ].join('\r\n');
      const report = await (await as(COUNTY)).importFile('4', new File([`\ufeff${csv}`], '宅基地导入.csv', { type: 'text/csv' }));
      expect(report.imported.map((row) => [row.row, row.name])).toEqual([[1, '陈建国']]);
      expect(report.refused[0]?.problems.map((p) => p.field)).toEqual(['cultivatedArea']);
      const unreadable = await failureOf((await as(COUNTY)).importFile('4', new File(['not json'], 'x.json')));
      expect(unreadable.failure).toMatchObject({ status: 400 });
    });

    it('imports the first sheet of an Excel file, its date cells and Excel day numbers as dates', async () => {
      const header = ['户主', '家庭人口', '所在村', '批准日期', '宅基地面积（平方米）', '是否占用耕地', '耕地面积', '旧宅是否退出'];
      const rows = [
        header,
        ['万秀英', 5, '李渡镇塘头村', new Date(Date.UTC(2026, 9, 8)), 150, '否', 0, '是'],
        // 46304 is 2026-10-09 in Excel's day count, as a cell formatted as a number holds it.
        ['胡静', 2, '李渡镇塘头村', 46304, 150, false, 0, true],
        ['何明', 3, '李渡镇塘头村', '2027-01-01', 150, '否', 0, '否'],
      ];
      const bytes = await workbookBytes([
        { name: '宅基地', rows },
        { name: '填表说明', rows: [['户主'], ['不是记录']] },
      ]);
      const county = await as(COUNTY);
      const report = await county.importFile('4', new File([Uint8Array.from(bytes)], '宅基地.xlsx'));
      expect(report.imported.map((row) => row.name)).toEqual(['万秀英', '胡静']);
      expect(report.refused.map((row) => [row.row, row.problems.map((p) => p.field)])).toEqual([[3, ['approvalDate']]]);
      expect((await county.detail(report.imported[0]?.keyNumGather ?? '')).data).toMatchObject({ approvalDate: '2026-10-08', village: '李渡镇塘头村', occupiesCultivated: false });
      expect((await county.detail(report.imported[1]?.keyNumGather ?? '')).data).toMatchObject({ approvalDate: '2026-10-09', oldHouseReturned: true });
      const broken = await failureOf(county.importFile('4', new File([Uint8Array.from([1, 2, 3])], 'broken.xlsx')));
      expect([broken.failure, broken.message]).toMatchObject([{ status: 400 }, importMessages.unreadable]);
    });

    it('imports a CSV that Chinese Excel saved as GBK', async () => {
      // 户主,家庭人口,所在村,批准日期,宅基地面积（平方米）,是否占用耕地,耕地面积,旧宅是否退出\r\n万秀英,5,塘头村,2026/10/8,150,否,0,是\r\n in GBK.
      const gbk =
        'bba7d6f72cbcd2cda5c8cbbfda2ccbf9d4dab4e52cc5fad7bcc8d5c6da2cd5acbbf9b5d8c3e6bbfda3a8c6bdb7bdc3d7a3a92ccac7b7f1d5bcd3c3b8fbb5d82cb8fbb5d8c3e6bbfd2cbec9d5accac7b7f1cdcbb3f6' +
        '0d0acdf2d0e3d3a22c352cccc1cdb7b4e52c323032362f31302f382c3135302cb7f12c302ccac70d0a';
      const bytes = Uint8Array.from(gbk.match(/../g) ?? [], (pair) => parseInt(pair, 16));
      const county = await as(COUNTY);
      const report = await county.importFile('4', new File([bytes], '宅基地（GBK）.csv'));
      expect(report.refused).toEqual([]);
      expect((await county.detail(report.imported[0]?.keyNumGather ?? '')).data).toMatchObject({ householdHead: '万秀英', village: '塘头村', approvalDate: '2026-10-08', oldHouseReturned: true });
    });

    it('refuses an import file over the size cap with a Chinese 413', async () => {
      const county = await as(COUNTY);
      // Just over the cap reaches the import; far over it the mock server refuses by the declared length before reading.
      for (const size of [IMPORT_MAX_BYTES + 1, IMPORT_MAX_BYTES * 2]) {
        const refused = await failureOf(county.importFile('4', new File([new Uint8Array(size)], '大文件.xlsx')));
        expect([refused.failure, refused.message]).toMatchObject([{ status: 413 }, importMessages.tooLarge(IMPORT_MAX_BYTES)]);
      }
    });

    it('deletes a draft, and gives the details parameters of the uid link', async () => {
      const county = await as(COUNTY);
      const draft = await county.save({ data: LAND });
      expect(await county.subParams(draft.keyNumGather, 2)).toMatchObject({ detailPath: '/toBeReported/details', isAdvance: 1, keyTypeCode: '1' });
      await county.remove(draft.keyNumGather, draft.version);
      expect((await failureOf(county.detail(draft.keyNumGather))).failure).toMatchObject({ status: 404 });
    });
  });
}
