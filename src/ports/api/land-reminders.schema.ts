import { SUP_NAME_MAX, SUPERVISE_CONTENT_MAX } from '../../domain/affair/supervision-form';
import { landReminderFieldLabels as l } from '../../domain/dashboard/land-reminder-messages';
import { DASHBOARD_PAGE_INDEX_MAX, DASHBOARD_PAGE_SIZE_MAX } from '../../domain/dashboard/paging';
import { DATE_TEXT_MAX, KEY_MAX } from '../../domain/validation/input-limits';
import { bodyOf, integer, queryOf, text } from './input-schema';
import { superviseFieldLabels as s } from './process.messages';

/** The inputs of the reminder calls, for both backends; 转督办's fields are 新建督办's. */

export const landRemindersQuery = queryOf({
  pageIndex: integer({ min: 1, max: DASHBOARD_PAGE_INDEX_MAX, label: l.pageIndex }),
  pageSize: integer({ min: 1, max: DASHBOARD_PAGE_SIZE_MAX, label: l.pageSize }),
});

export const landSuperviseBody = bodyOf({
  id: text({ max: KEY_MAX, min: 1, label: l.id }),
  supName: text({ max: SUP_NAME_MAX, label: s.supName }),
  // The service judges the date (format, not before today) in the same words as 新建督办.
  deadline: text({ max: DATE_TEXT_MAX, label: s.deadline }),
  urgedUserId: text({ max: KEY_MAX, min: 1, label: s.urgedUserId }),
  content: text({ max: SUPERVISE_CONTENT_MAX, label: s.content }),
});
