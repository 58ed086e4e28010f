import { describe, expect, it } from 'vitest';
import { generateDemoData } from '../../../src/demo/demo-data';
import type { TemporaryLandUse } from '../../../src/domain/filing/filing-types';
import { EMPTY_LEDGER } from '../../../src/domain/filing/filing-number';
import { abateFiling, recallFiling, reportFiling, reviewFiling } from '../../../src/domain/filing/service/flow';
import { applyWithdrawal, decideWithdrawal } from '../../../src/domain/filing/service/withdrawal';
import { filingDetail, filingHistory, filingSubParams } from '../../../src/domain/filing/service/detail';
import { filingList } from '../../../src/domain/filing/service/list';
import { importFilings } from '../../../src/domain/filing/service/import';
import { saveFiling } from '../../../src/domain/filing/service/save';
import type { FilingBook, FilingCall, FilingChanged, FilingServed } from '../../../src/domain/filing/service/types';
import type { FilingDetail } from '../../../src/domain/filing/wire';

const demo = generateDemoData();
const dir = { users: demo.users, departments: demo.departments, divisions: demo.divisions };
const AT = '2026-11-20T02:00:00.000Z';
const COUNTY = '10004';
const CITY = '10003';
const PROVINCE = '10002';
const OTHER_COUNTY = '10311';

const LAND: TemporaryLandUse = {
  typeCode: '1',
  projectName: '单元测试施工便道',
  userUnit: '中铁四局集团有限公司',
  location: '南昌县向塘镇',
  approvalNumber: '洪自然资临字〔2026〕9号',
  approvalDate: '2026-10-09',
  termMonths: 12,
  purpose: 'road',
  totalArea: 1,
  cultivatedArea: 0.4,
  otherAgriculturalArea: 0.2,
  constructionArea: 0.2,
  unusedArea: 0.2,
  restorationPlan: '恢复耕种',
  restorationDeadline: '2027-12-31',
  boundary: [
    [115.9, 28.5],
    [115.91, 28.5],
    [115.91, 28.51],
    [115.9, 28.5],
  ],
};

/** A tiny world: the book changes only through the service, as on the server. */
class World {
  book: FilingBook = { filings: [], ledger: EMPTY_LEDGER, sequence: 0 };
  at = AT;
  call(userId: string): FilingCall {
    return { book: this.book, dir, userId, at: this.at };
  }
  change<T>(result: FilingChanged<T>): T {
    if (!result.ok) throw new Error(`${result.error.status} ${result.error.message}`);
    this.book = result.value.book;
    return result.value.value;
  }
  draft(data: TemporaryLandUse = LAND): FilingDetail {
    return this.change(saveFiling(this.call(COUNTY), { data }));
  }
  filed(): FilingDetail {
    const d = this.draft();
    const r = this.change(reportFiling(this.call(COUNTY), d.keyNumGather, { version: d.version }));
    const p = this.change(reviewFiling(this.call(CITY), d.keyNumGather, { version: r.version, decision: 'pass' }));
    return this.change(reviewFiling(this.call(PROVINCE), d.keyNumGather, { version: p.version, decision: 'pass' }));
  }
}

const failureOf = <T>(result: FilingServed<T>): { status: number; message: string } => {
  if (result.ok) throw new Error('expected a refusal');
  return result.error;
};

describe('filing service', () => {
  it('files in filing order with gapless numbers per type and year, restarting each year', () => {
    const world = new World();
    expect([world.filed(), world.filed()].map((f) => f.filingNumber)).toEqual(['赣临备〔2026〕0001号', '赣临备〔2026〕0002号']);
    world.at = '2027-01-04T02:00:00.000Z';
    expect(world.filed().filingNumber).toBe('赣临备〔2027〕0001号');
  });

  it('flags 超时: reported after 20 working days of approval, or still unreported past them', () => {
    const world = new World();
    const late = world.draft({ ...LAND, approvalDate: '2026-09-01' });
    expect(late.overdue).toBe(true);
    const fresh = world.draft({ ...LAND, approvalDate: '2026-11-18' });
    expect(fresh.overdue).toBe(false);
    expect(fresh.deadline).toBe('2026-12-16');
    const reported = world.change(reportFiling(world.call(COUNTY), fresh.keyNumGather, { version: 1 }));
    world.at = '2027-03-01T02:00:00.000Z';
    expect(world.change(reviewFiling(world.call(CITY), reported.keyNumGather, { version: reported.version, decision: 'pass' })).overdue).toBe(false);
  });

  it('keeps jurisdiction: a county cannot see another county, the city and the province can', () => {
    const world = new World();
    const d = world.draft();
    expect(failureOf(filingDetail(world.call(OTHER_COUNTY), d.keyNumGather))).toEqual({ status: 403, message: '无权查看或操作其他辖区的备案记录' });
    expect(filingDetail(world.call(CITY), d.keyNumGather).ok).toBe(true);
    expect(failureOf(filingList(world.call(COUNTY), 'query', { pageIndex: 1, pageSize: 15, divisionCode: '360124' })).status).toBe(403);
  });

  it('reports every data-check problem at once and changes nothing', () => {
    const world = new World();
    const d = world.draft({ ...LAND, cultivatedArea: 5, approvalDate: '2026-12-01' });
    const before = world.book;
    const refused = reportFiling(world.call(COUNTY), d.keyNumGather, { version: d.version });
    expect(refused.ok ? [] : refused.error.problems?.map((p) => p.field)).toEqual(['approvalDate', 'totalArea']);
    expect(world.book).toBe(before);
  });

  it('refuses a stale version with the someone-else message', () => {
    const world = new World();
    const d = world.draft();
    world.change(saveFiling(world.call(COUNTY), { keyNumGather: d.keyNumGather, version: 1, data: { ...LAND, location: 'A' } }));
    expect(failureOf(saveFiling(world.call(COUNTY), { keyNumGather: d.keyNumGather, version: 1, data: { ...LAND, location: 'B' } }))).toEqual({
      status: 409,
      message: '该记录已被他人修改，请刷新后重试',
    });
  });

  it('lists by name, filter, sort and page', () => {
    const world = new World();
    for (const approvalDate of ['2026-10-01', '2026-10-03', '2026-10-02']) world.draft({ ...LAND, approvalDate });
    const page = (query: object) => {
      const result = filingList(world.call(COUNTY), 'toBeReported', { pageIndex: 1, pageSize: 15, ...query });
      if (!result.ok) throw new Error(result.error.message);
      return result.value;
    };
    expect(page({ orderBy: 'approvalDate', order: 'asc' }).rows.map((r) => r.approvalDate)).toEqual(['2026-10-01', '2026-10-02', '2026-10-03']);
    expect(page({ startDate: '2026-10-02', endDate: '2026-10-02' }).total).toBe(1);
    expect(page({ text: '向塘' }).total).toBe(3);
    expect(page({ keyTypeCode: '2' }).total).toBe(0);
    const second = filingList(world.call(COUNTY), 'rollBack', { pageIndex: 1, pageSize: 15 });
    expect(second.ok && second.value.total).toBe(0);
  });

  it('returns with an opinion into the returned list; recall is refused once the city acted', () => {
    const world = new World();
    const d = world.draft();
    const r = world.change(reportFiling(world.call(COUNTY), d.keyNumGather, { version: 1 }));
    expect(failureOf(reviewFiling(world.call(CITY), d.keyNumGather, { version: r.version, decision: 'return' })).status).toBe(400);
    const returned = world.change(reviewFiling(world.call(CITY), d.keyNumGather, { version: r.version, decision: 'return', opinion: '请补充复垦方案' }));
    expect(returned).toMatchObject({ status: 'returned', returnOpinion: '请补充复垦方案', abilities: { edit: false, review: false } });
    const seen = filingDetail(world.call(COUNTY), d.keyNumGather);
    expect(seen.ok && seen.value.abilities).toMatchObject({ edit: true, report: true, delete: false });
    const again = world.change(reportFiling(world.call(COUNTY), d.keyNumGather, { version: returned.version }));
    const passed = world.change(reviewFiling(world.call(CITY), d.keyNumGather, { version: again.version, decision: 'pass' }));
    expect(failureOf(recallFiling(world.call(COUNTY), d.keyNumGather, { version: passed.version })).status).toBe(409);
  });

  it('withdraws a filed record only through the province; refused stays filed; the number is never reused', () => {
    const world = new World();
    const f = world.filed();
    const applied = world.change(applyWithdrawal(world.call(COUNTY), f.keyNumGather, { version: f.version, reason: '选址调整' }));
    expect(failureOf(decideWithdrawal(world.call(CITY), f.keyNumGather, 1, applied.version)).status).toBe(403);
    const refused = world.change(decideWithdrawal(world.call(PROVINCE), f.keyNumGather, 2, applied.version));
    expect(refused).toMatchObject({ status: 'filed', withdrawal: 'refused' });
    const again = world.change(applyWithdrawal(world.call(COUNTY), f.keyNumGather, { version: refused.version, reason: '选址调整' }));
    const back = world.change(decideWithdrawal(world.call(PROVINCE), f.keyNumGather, 1, again.version));
    expect(back.status).toBe('draft');
    expect(back.filingNumber).toBeUndefined();
    expect(world.filed().filingNumber).toBe('赣临备〔2026〕0002号');
    const history = filingHistory(world.call(COUNTY), f.keyNumGather);
    expect(history.ok && history.value.map((row) => row.actionLabel)).toEqual(['新建', '上报', '审核通过并上报', '备案', '申请退卷', '不同意退卷', '申请退卷', '同意退卷']);
  });

  it('abates a filed 临时用地 once, by its county, with a reason', () => {
    const world = new World();
    const f = world.filed();
    expect(failureOf(abateFiling(world.call(PROVINCE), { keyNumGather: f.keyNumGather, version: f.version, reason: '已复垦' })).status).toBe(403);
    const abated = world.change(abateFiling(world.call(COUNTY), { keyNumGather: f.keyNumGather, version: f.version, reason: '已复垦验收' }));
    expect(abated).toMatchObject({ abatementReason: '已复垦验收', abilities: { abate: false } });
  });

  it('imports good rows as drafts and reports each refused row with its problems', () => {
    const world = new World();
    const report = world.change(importFilings(world.call(COUNTY), '1', [LAND, { ...LAND, totalArea: -1 }, 'nonsense']));
    expect(report.imported).toHaveLength(1);
    expect(report.refused.map((r) => [r.row, r.problems[0]?.field])).toEqual([
      [2, 'totalArea'],
      [3, 'data'],
    ]);
  });

  it('gives the details parameters: editable drafts open in edit mode only for type 2', () => {
    const world = new World();
    const d = world.draft();
    const two = filingSubParams(world.call(COUNTY), d.keyNumGather, 2);
    const four = filingSubParams(world.call(COUNTY), d.keyNumGather, 4);
    expect(two.ok && two.value).toMatchObject({ detailPath: '/toBeReported/details', isAdvance: 1 });
    expect(four.ok && four.value.isAdvance).toBe(0);
    const city = filingSubParams(world.call(CITY), d.keyNumGather, 2);
    expect(city.ok && city.value.isAdvance).toBe(0);
  });
});
