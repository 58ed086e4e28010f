import { describe, expect, it } from 'vitest';
import { EMPTY_LEDGER, allocateFilingNumber, commitLedger, formatFilingNumber, parseFilingNumber } from '../../../src/domain/filing/filing-number';
import { transition, type LifecycleEvent, type LifecycleState } from '../../../src/domain/filing/lifecycle';
import { saveVersioned } from '../../../src/domain/filing/versioning';
import { addWorkingDays, isOverdue, isWorkingDay, reportingDeadline, workingDaysBetween } from '../../../src/domain/filing/working-days';

const state = (status: LifecycleState['status'], extra: Partial<LifecycleState> = {}): LifecycleState => ({ status, divisionCode: '360121', withdrawal: 'none', ...extra });
const COUNTY = { divisionCode: '360121' };
const CITY = { divisionCode: '360100' };
const PROVINCE = { divisionCode: '360000' };

describe('lifecycle transitions', () => {
  it.each<[string, LifecycleState, { divisionCode: string }, LifecycleEvent, Partial<LifecycleState> | 'deleted']>([
    ['county reports a draft', state('draft'), COUNTY, { kind: 'report' }, { status: 'reported' }],
    ['city returns with an opinion', state('reported'), CITY, { kind: 'return', opinion: ' 面积有误 ' }, { status: 'returned', returnOpinion: '面积有误' }],
    ['county reports a returned record again', state('returned', { returnOpinion: 'x' }), COUNTY, { kind: 'report' }, { status: 'reported' }],
    ['province files with a number', state('reported'), PROVINCE, { kind: 'approve', filingNumber: '赣临备〔2026〕0001号' }, { status: 'filed', filingNumber: '赣临备〔2026〕0001号' }],
    ['county applies to take it back', state('filed'), COUNTY, { kind: 'applyWithdrawal', reason: '数据有误' }, { withdrawal: 'pending', withdrawalReason: '数据有误' }],
    ['province approves (checkStatus 1)', state('filed', { withdrawal: 'pending', filingNumber: 'n' }), PROVINCE, { kind: 'decideWithdrawal', checkStatus: 1 }, { status: 'draft', withdrawal: 'none' }],
    ['province refuses (checkStatus 2)', state('filed', { withdrawal: 'pending' }), PROVINCE, { kind: 'decideWithdrawal', checkStatus: 2 }, { status: 'filed', withdrawal: 'refused' }],
    ['county deletes a draft', state('draft'), COUNTY, { kind: 'delete' }, 'deleted'],
  ])('%s', (_, before, actor, event, after) => {
    const outcome = transition(before, actor, event);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    if (after === 'deleted') expect(outcome.value).toBeUndefined();
    else expect(outcome.value).toMatchObject(after);
  });

  it.each<[string, LifecycleState, { divisionCode: string }, LifecycleEvent, string]>([
    ['another county', state('draft'), { divisionCode: '360102' }, { kind: 'report' }, '无权操作其他辖区的记录'],
    ['another city', state('reported'), { divisionCode: '360200' }, { kind: 'return', opinion: 'x' }, '无权操作其他辖区的记录'],
    ['return without opinion', state('reported'), CITY, { kind: 'return', opinion: '  ' }, '退回必须填写退回意见'],
    ['city cannot file', state('reported'), CITY, { kind: 'approve', filingNumber: 'n' }, '只有省级单位可以进行此操作'],
    ['county cannot return its own', state('reported'), COUNTY, { kind: 'return', opinion: 'x' }, '只有上级单位可以退回'],
    ['city cannot edit a county draft', state('draft'), CITY, { kind: 'edit' }, '只有填报单位可以进行此操作'],
    ['reported is not editable', state('reported'), COUNTY, { kind: 'edit' }, '已上报的记录不能修改'],
    ['filed cannot be deleted', state('filed'), COUNTY, { kind: 'delete' }, '已备案的记录不能删除'],
    ['returned cannot be filed', state('returned'), PROVINCE, { kind: 'approve', filingNumber: 'n' }, '已退回的记录不能备案'],
    ['second pending application', state('filed', { withdrawal: 'pending' }), COUNTY, { kind: 'applyWithdrawal', reason: 'x' }, '已有待审批的退卷申请'],
    ['application without reason', state('filed'), COUNTY, { kind: 'applyWithdrawal', reason: '' }, '申请退卷必须填写理由'],
    ['decision with nothing pending', state('filed', { withdrawal: 'refused' }), PROVINCE, { kind: 'decideWithdrawal', checkStatus: 1 }, '没有待审批的退卷申请'],
    ['draft cannot be withdrawn', state('draft'), COUNTY, { kind: 'applyWithdrawal', reason: 'x' }, '待上报的记录不能申请退卷'],
  ])('refuses: %s', (_, before, actor, event, message) => {
    expect(transition(before, actor, event)).toMatchObject({ ok: false, error: { message } });
  });
});

it('an approved withdrawal clears the filing number and the opinion', () => {
  const outcome = transition(state('filed', { withdrawal: 'pending', filingNumber: 'n', returnOpinion: 'o' }), PROVINCE, { kind: 'decideWithdrawal', checkStatus: 1 });
  expect(outcome).toEqual({ ok: true, value: state('draft') });
});

describe('working days (holiday table)', () => {
  it.each([
    ['2024-02-04', true], // 春节调休 (Sunday)
    ['2024-02-12', false], // 春节
    ['2025-01-26', true], // 春节调休 (Sunday)
    ['2025-10-08', false], // 国庆中秋
    ['2025-10-11', true], // 调休 (Saturday)
    ['2026-02-16', false], // 春节
    ['2026-11-21', false], // Saturday
    ['2026-11-23', true], // Monday
    ['2023-02-30', undefined],
  ])('%s working: %s', (date, working) => {
    expect(isWorkingDay(date)).toBe(working);
  });

  it.each([
    ['2025-09-26', 20, '2025-10-30'], // across 国庆中秋 with make-ups 9.28 and 10.11
    ['2024-02-01', 5, '2024-02-07'], // make-up Sunday 2.4 counts
    ['2024-02-08', 2, '2024-02-18'], // across 春节 2024 to the make-up Sunday
    ['2026-11-20', 1, '2026-11-23'],
    ['2026-11-21', 0, '2026-11-21'],
  ])('%s + %i working days = %s', (from, n, to) => {
    expect(addWorkingDays(from, n)).toBe(to);
    expect(workingDaysBetween(from, to)).toBe(n);
  });

  it('超时 after the 20th working day', () => {
    expect(reportingDeadline('2025-09-26')).toBe('2025-10-30');
    expect(isOverdue('2025-09-26', '2025-10-30', '2026-01-01')).toBe(false);
    expect(isOverdue('2025-09-26', '2025-10-31', '2025-10-31')).toBe(true);
    expect(isOverdue('2025-09-26', undefined, '2025-10-30')).toBe(false);
    expect(isOverdue('2025-09-26', undefined, '2025-10-31')).toBe(true);
    expect(isOverdue('bad', undefined, '2025-11-06')).toBe(false);
  });
});

describe('filing numbers and versions', () => {
  it.each([
    ['1', 2026, 1, '赣临备〔2026〕0001号'],
    ['2', 2025, 12, '赣设农备〔2025〕0012号'],
    ['3', 2024, 10000, '赣规许备〔2024〕10000号'],
    ['4', 2026, 7, '赣宅备〔2026〕0007号'],
  ] as const)('type %s year %i number %i is %s', (type, year, sequence, text) => {
    expect(formatFilingNumber(type, year, sequence)).toBe(text);
    expect(parseFilingNumber(text)).toEqual({ type, year, sequence });
  });

  it('numbers run per type and year; a stale ledger is refused', () => {
    const first = allocateFilingNumber(EMPTY_LEDGER, '1', 2026);
    const second = allocateFilingNumber(first.ledger, '1', 2026);
    const other = allocateFilingNumber(second.ledger, '1', 2025);
    expect([first.number, second.number, other.number]).toEqual(['赣临备〔2026〕0001号', '赣临备〔2026〕0002号', '赣临备〔2025〕0001号']);
    expect(commitLedger(first.ledger, EMPTY_LEDGER.version, second.ledger)).toEqual({ ok: false, error: { code: 'stale-ledger', currentVersion: 1 } });
    expect(parseFilingNumber('赣临备〔2026〕0000号')).toBeUndefined();
    expect(parseFilingNumber('临备〔2026〕0001号')).toBeUndefined();
  });

  it('a stale save is refused with the Chinese message', () => {
    expect(saveVersioned({ version: 3 }, { version: 2 })).toMatchObject({ ok: false, error: { message: '该记录已被他人修改，请刷新后重试' } });
    expect(saveVersioned({ version: 3 }, { version: 3 })).toEqual({ ok: true, value: { version: 4 } });
  });
});
