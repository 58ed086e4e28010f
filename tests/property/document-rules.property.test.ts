import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { isoOfDay, dayNumber } from '../../src/domain/filing/calendar-date';
import { postProblems, receiptProblems, splitProblem } from '../../src/domain/document/document-check';
import { documentMessages as m } from '../../src/domain/document/document-messages';
import { canSeePost, canSeeReceipt } from '../../src/domain/document/document-scope';
import { DOCUMENT_KINDS, SPLIT_DEPARTMENTS_MAX, type PostDraft, type ReceiptDraft } from '../../src/domain/document/document-types';
import { deadlineOf, DUE_SOON_DAYS } from '../../src/domain/document/receipt-deadline';

const TODAY = '2026-11-26';
const todayNo = dayNumber(TODAY) ?? 0;
const dept = fc.constantFrom('D360000', 'D360000-01', 'D360000-05', 'D360100', 'D360121', 'D360121-02');
const user = fc.constantFrom('10001', '10002', '10003', '10004', '10104');

const goodPost: PostDraft = { title: '关于开展临时用地复垦检查的通知', kind: '通知', secrecy: '公开', urgency: '普通', mainTo: ['D360100'], copyTo: ['D360121'], body: '各设区市自然资源局：……' };
const goodReceipt: ReceiptDraft = {
  issuer: '自然资源部办公厅',
  issuerNumber: '自然资办函〔2026〕88号',
  title: '关于做好设施农业用地监管的函',
  receivedDate: '2026-11-20',
  copies: 2,
  secrecy: '内部',
  urgency: '加急',
  deadline: '2026-11-30',
  proposal: '请用途管制处牵头办理。',
};

describe('办理期限', () => {
  test.prop([fc.integer({ min: -400, max: 400 })])('an open receipt is overdue exactly from the day after its deadline, due soon within the last days', (offset) => {
    const standing = deadlineOf(isoOfDay(todayNo + offset), TODAY, false);
    if (offset < 0) expect(standing).toEqual({ standing: 'overdue', days: -offset, label: `已超期${-offset}天` });
    else expect(standing.standing).toBe(offset <= DUE_SOON_DAYS ? 'due-soon' : 'open');
    if (offset === 0) expect(standing.label).toBe('今日到期');
  });

  test.prop([fc.integer({ min: -400, max: 400 })])('a finished receipt never stands out', (offset) => {
    expect(deadlineOf(isoOfDay(todayNo + offset), TODAY, true).standing).toBe('done');
  });
});

describe('收文登记 and 发文拟稿 checks', () => {
  test('a complete registration and draft pass', () => {
    expect(receiptProblems(goodReceipt, TODAY)).toEqual({});
    expect(postProblems(goodPost, () => true)).toEqual({});
  });

  test.prop([fc.integer({ min: -30, max: 30 }), fc.integer({ min: -30, max: 30 })])('dates: never received in the future, never due before received', (receivedOffset, deadlineOffset) => {
    const receivedDate = isoOfDay(todayNo + receivedOffset);
    const problems = receiptProblems({ ...goodReceipt, receivedDate, deadline: isoOfDay(todayNo + receivedOffset + deadlineOffset) }, TODAY);
    expect(problems.receivedDate).toBe(receivedOffset > 0 ? m.receivedInFuture : undefined);
    expect(problems.deadline).toBe(deadlineOffset < 0 ? m.deadlineBeforeReceived : undefined);
  });

  test.prop([fc.integer({ min: -5, max: 2000 })])('份数 is a whole number from 1 to 999', (copies) => {
    expect(receiptProblems({ ...goodReceipt, copies }, TODAY).copies).toBe(copies >= 1 && copies <= 999 ? undefined : m.copiesOutOfRange);
  });

  test.prop([fc.uniqueArray(dept, { maxLength: 4 }), fc.uniqueArray(dept, { maxLength: 4 }), fc.constantFrom(...DOCUMENT_KINDS, '' as const)])(
    'a draft needs a 主送, never sends to one unit twice, and needs a 文种',
    (mainTo, copyTo, kind) => {
      const problems = postProblems({ ...goodPost, mainTo, copyTo, kind }, () => true);
      expect(problems.mainTo).toBe(mainTo.length === 0 ? m.mainToRequired : undefined);
      expect(problems.copyTo).toBe(copyTo.some((id) => mainTo.includes(id)) ? m.recipientTwice : undefined);
      expect(problems.kind).toBe(kind === '' ? m.kindRequired : undefined);
    },
  );

  test('an unknown unit is refused at 主送', () => {
    expect(postProblems(goodPost, (id) => id !== 'D360100').mainTo).toBe(m.recipientUnknown);
  });
});

describe('分办', () => {
  test.prop([fc.array(dept, { maxLength: SPLIT_DEPARTMENTS_MAX + 2 }), fc.boolean()])('once only, to at least one department, each once', (departments, already) => {
    const problem = splitProblem(departments, already);
    if (already) expect(problem).toBe(m.alreadySplit);
    else if (departments.length === 0) expect(problem).toBe(m.departmentsRequired);
    else if (departments.length > SPLIT_DEPARTMENTS_MAX) expect(problem).toBe(m.departmentsTooMany);
    else expect(problem).toBe(new Set(departments).size === departments.length ? undefined : m.departmentTwice);
  });
});

describe('who sees a 公文', () => {
  test.prop([user, fc.uniqueArray(dept, { maxLength: 3 }), user, fc.uniqueArray(user, { maxLength: 3 }), fc.uniqueArray(dept, { maxLength: 3 }), fc.uniqueArray(dept, { maxLength: 3 }), fc.boolean()])(
    'a post: its drafter and handlers always, its recipients only once distributed, nobody else',
    (userId, orgIds, createdBy, handlers, mainTo, copyTo, distributed) => {
      const participant = userId === createdBy || handlers.includes(userId);
      const recipient = [...mainTo, ...copyTo].some((id) => orgIds.includes(id));
      expect(canSeePost({ userId, orgIds }, { createdBy, handlers, mainTo, copyTo, distributed })).toBe(participant || (distributed && recipient));
    },
  );

  test.prop([user, fc.uniqueArray(dept, { maxLength: 3 }), dept, fc.uniqueArray(dept, { maxLength: 3 })])('a receipt: the registering bureau and the departments it went to', (userId, orgIds, unitId, departments) => {
    expect(canSeeReceipt({ userId, orgIds }, { unitId, departments })).toBe(orgIds.includes(unitId) || departments.some((id) => orgIds.includes(id)));
  });
});
