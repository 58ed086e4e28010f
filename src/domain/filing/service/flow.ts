import { ok } from '../../shared/result';
import { chinaToday } from '../calendar-date';
import { checkFiling } from '../data-check';
import { allocateFilingNumber } from '../filing-number';
import type { AbatementBody, FilingDetail, FilingReviewBody, FilingVersionBody } from '../wire';
import { allowed, fail, replaced } from './access';
import { detailOf } from './detail';
import { canRecall, firstReviewLevel, isReviewer } from './review-level';
import { currentFiling, stepped } from './save';
import type { FilingBook, FilingCall, FilingChanged, StoredFiling } from './types';

const DATA_CHECK_FAILED = '数据检查未通过，请按提示修改后再上报';

const done = (call: FilingCall, book: FilingBook, next: StoredFiling, division: string): FilingChanged<FilingDetail> =>
  ok({ book: replaced(book, next.keyNumGather, next), value: detailOf(next, call.dir, division, call.at) });

/** POST filing/report/:id: the data check must pass (400 with every problem otherwise); then it waits for the level above. */
export function reportFiling(call: FilingCall, key: string, body: FilingVersionBody): FilingChanged<FilingDetail> {
  const current = currentFiling(call, key, body.version);
  if (!current.ok) return current;
  const { division, filing: f } = current.value;
  const may = allowed(f, division, { kind: 'report' });
  if (!may.ok) return may;
  const problems = checkFiling(f.data, Date.parse(call.at));
  if (problems.length > 0) return { ok: false, error: { status: 400, message: DATA_CHECK_FAILED, problems } };
  const today = chinaToday(Date.parse(call.at)) ?? call.at.slice(0, 10);
  const next = stepped(
    f,
    { status: 'reported', reviewLevel: firstReviewLevel(f.divisionCode), reportedOn: f.reportedOn ?? today, reportedAt: call.at },
    { at: call.at, userId: call.userId, action: 'report', changedFields: [] },
  );
  return done(call, call.book, next, division);
}

/** The province files a record: the next number of its type and the year of filing, taken from the ledger in the same step. */
function approve(call: FilingCall, f: StoredFiling, division: string): FilingChanged<FilingDetail> {
  const year = Number((chinaToday(Date.parse(call.at)) ?? call.at).slice(0, 4));
  const allocation = allocateFilingNumber(call.book.ledger, f.keyTypeCode, year);
  const may = allowed(f, division, { kind: 'approve', filingNumber: allocation.number });
  if (!may.ok) return may;
  const next = stepped(
    f,
    { status: 'filed', filingNumber: allocation.number, filedAt: call.at, withdrawal: 'none' },
    { at: call.at, userId: call.userId, action: 'approve', changedFields: [], note: allocation.number },
  );
  const { reviewLevel: _, ...withoutLevel } = next;
  return done(call, { ...call.book, ledger: allocation.ledger }, withoutLevel, division);
}

/** POST filing/review/:id: pass (a city forwards it to the province; the province files it) or return with a required opinion. */
export function reviewFiling(call: FilingCall, key: string, body: FilingReviewBody): FilingChanged<FilingDetail> {
  const current = currentFiling(call, key, body.version);
  if (!current.ok) return current;
  const { division, filing: f } = current.value;
  if (f.status !== 'reported') return fail(409, '该记录不在待审核状态');
  if (!isReviewer(f, division)) return fail(403, f.reviewLevel === 'city' ? '该记录正等待市级审核' : '该记录正等待省级备案');
  if (body.decision === 'return') {
    const opinion = body.opinion?.trim() ?? '';
    const may = allowed(f, division, { kind: 'return', opinion });
    if (!may.ok) return may;
    const next = stepped(f, { status: 'returned', returnOpinion: opinion }, { at: call.at, userId: call.userId, action: 'return', changedFields: [], note: opinion });
    const { reviewLevel: _, ...withoutLevel } = next;
    return done(call, call.book, withoutLevel, division);
  }
  if (f.reviewLevel === 'city') {
    const note = body.opinion?.trim();
    const next = stepped(f, { reviewLevel: 'province' }, { at: call.at, userId: call.userId, action: 'forward', changedFields: [], ...(note ? { note } : {}) });
    return done(call, call.book, next, division);
  }
  return approve(call, f, division);
}

/** POST backflow/:id: the reporter takes a reported record back to 待上报 while nobody has reviewed it. */
export function recallFiling(call: FilingCall, key: string, body: FilingVersionBody): FilingChanged<FilingDetail> {
  const current = currentFiling(call, key, body.version);
  if (!current.ok) return current;
  const { division, filing: f } = current.value;
  if (!canRecall(f, division)) return fail(409, f.status === 'reported' && f.divisionCode === division ? '上级已开始审核，不能撤回' : '只能撤回本单位已上报且未审核的记录');
  const next = stepped(f, { status: 'draft' }, { at: call.at, userId: call.userId, action: 'recall', changedFields: [] });
  const { reviewLevel: _, ...withoutLevel } = next;
  return done(call, call.book, withoutLevel, division);
}

/** POST form/datas/abatement: a filed 临时用地 whose land has been restored is written off (核销) by its county, with a reason. */
export function abateFiling(call: FilingCall, body: AbatementBody): FilingChanged<FilingDetail> {
  const current = currentFiling(call, body.keyNumGather, body.version);
  if (!current.ok) return current;
  const { division, filing: f } = current.value;
  const reason = body.reason.trim();
  if (reason === '') return fail(400, '核销必须填写理由');
  if (f.divisionCode !== division) return fail(403, '只有填报单位可以核销');
  if (f.keyTypeCode !== '1') return fail(409, '只有临时用地备案可以核销');
  if (f.status !== 'filed' || f.abatedAt !== undefined) return fail(409, '只有已备案且未核销的记录可以核销');
  if (f.withdrawal === 'pending') return fail(409, '已有待审批的退卷申请');
  const next = stepped(f, { abatedAt: call.at, abatementReason: reason }, { at: call.at, userId: call.userId, action: 'abate', changedFields: [], note: reason });
  return done(call, call.book, next, division);
}
