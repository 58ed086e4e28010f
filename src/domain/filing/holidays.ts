import { dayNumber, isoOfDay } from './calendar-date';

/**
 * The State Council's public-holiday schedules (国务院办公厅关于…部分节假日安排的通知) for the
 * demo years: days off that fall on weekdays matter, and the weekend make-up working days (调休).
 * 2024: 国办发明电〔2023〕7号. 2025: 国办发明电〔2024〕12号 (the year Spring Festival and
 * Labour Day each gained a day). 2026: 国办发明电〔2025〕7号 as recalled — the 2026 dates are the
 * least certain (notably the 春节 2.15–2.23 span with make-ups 2.14 and 2.28, and 元旦's make-up 1.4);
 * check them against the published notice before relying on them.
 */
interface HolidayYear {
  readonly year: number;
  /** Statutory days off (yyyy-MM-dd), weekends inside a holiday included. */
  readonly daysOff: readonly string[];
  /** Weekend days that are working days (调休上班). */
  readonly makeUpDays: readonly string[];
}

const span = (first: string, days: number): string[] => {
  const start = dayNumber(first);
  // The table below is written by hand: a mistyped date must fail loudly, not vanish.
  if (start === undefined) throw new Error(`not a date in the holiday table: ${first}`);
  return Array.from({ length: days }, (_, i) => isoOfDay(start + i));
};

const HOLIDAY_TABLE: readonly HolidayYear[] = [
  {
    year: 2024,
    daysOff: [
      ...span('2024-01-01', 1), // 元旦
      ...span('2024-02-10', 8), // 春节
      ...span('2024-04-04', 3), // 清明节
      ...span('2024-05-01', 5), // 劳动节
      ...span('2024-06-08', 3), // 端午节
      ...span('2024-09-15', 3), // 中秋节
      ...span('2024-10-01', 7), // 国庆节
    ],
    makeUpDays: ['2024-02-04', '2024-02-18', '2024-04-07', '2024-04-28', '2024-05-11', '2024-09-14', '2024-09-29', '2024-10-12'],
  },
  {
    year: 2025,
    daysOff: [
      ...span('2025-01-01', 1), // 元旦
      ...span('2025-01-28', 8), // 春节
      ...span('2025-04-04', 3), // 清明节
      ...span('2025-05-01', 5), // 劳动节
      ...span('2025-05-31', 3), // 端午节
      ...span('2025-10-01', 8), // 国庆节、中秋节
    ],
    makeUpDays: ['2025-01-26', '2025-02-08', '2025-04-27', '2025-09-28', '2025-10-11'],
  },
  {
    year: 2026,
    daysOff: [
      ...span('2026-01-01', 3), // 元旦
      ...span('2026-02-15', 9), // 春节
      ...span('2026-04-04', 3), // 清明节
      ...span('2026-05-01', 5), // 劳动节
      ...span('2026-06-19', 3), // 端午节
      ...span('2026-09-25', 3), // 中秋节
      ...span('2026-10-01', 7), // 国庆节
    ],
    makeUpDays: ['2026-01-04', '2026-02-14', '2026-02-28', '2026-05-09', '2026-09-20', '2026-10-10'],
  },
];
export const DAYS_OFF: ReadonlySet<string> = new Set(HOLIDAY_TABLE.flatMap((entry) => entry.daysOff));
export const MAKE_UP_DAYS: ReadonlySet<string> = new Set(HOLIDAY_TABLE.flatMap((entry) => entry.makeUpDays));
