import { dayNumber } from '../domain/filing/calendar-date';
import type { FilingBook, StoredFiling } from '../domain/filing/service/types';
import { addWorkingDays } from '../domain/filing/working-days';
import { addCalendarMonths } from '../domain/temporary-land/term';

/** The demo county whose users must see a 临时用地 of every status. */
const DEMO_COUNTY = '360121';
/** Days after the seed's last day the shortened terms end: one about to end, one ending a few weeks later. */
const TARGET_ENDS = [12, 40] as const;

/** The fewest whole months from the approval date that end on or after `day`. */
function monthsEndingFrom(approvalDate: string, day: number): number | undefined {
  for (let months = 1; months <= 48; months += 1) {
    const end = addCalendarMonths(approvalDate, months);
    const endDay = end === undefined ? undefined : dayNumber(end);
    if (endDay !== undefined && endDay >= day) return months;
  }
  return undefined;
}

/**
 * The dice leave 南昌县 without a temporary land use near the end of its term, so the first filed
 * ones still in use get a shorter term (drawn nothing, so every other record stays as it was).
 * Their 复垦期限 follows the seed's own rule for it.
 */
export function withExpiringDemoLands(book: FilingBook, lastDay: number): FilingBook {
  const candidates = book.filings.filter(
    (f) => f.status === 'filed' && f.divisionCode === DEMO_COUNTY && f.data.typeCode === '1' && (dayNumber(addCalendarMonths(f.data.approvalDate, f.data.termMonths) ?? '') ?? 0) > lastDay + 60,
  );
  const changed = new Map<string, StoredFiling>();
  TARGET_ENDS.forEach((offset, i) => {
    const f = candidates[i];
    if (f === undefined || f.data.typeCode !== '1') return;
    const termMonths = monthsEndingFrom(f.data.approvalDate, lastDay + offset);
    if (termMonths === undefined || termMonths >= f.data.termMonths) return;
    const restorationDeadline = addWorkingDays(f.data.approvalDate, Math.round(termMonths * 21.75) + 60) ?? f.data.restorationDeadline;
    changed.set(f.keyNumGather, { ...f, data: { ...f.data, termMonths, restorationDeadline } });
  });
  return { ...book, filings: book.filings.map((f) => changed.get(f.keyNumGather) ?? f) };
}
