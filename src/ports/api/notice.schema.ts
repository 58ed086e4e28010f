import {
  NOTICE_BODY_INPUT_MAX,
  NOTICE_CATEGORIES,
  NOTICE_ID_MAX,
  NOTICE_SEARCH_MAX,
  NOTICE_STATUSES,
  NOTICE_TITLE_INPUT_MAX,
  noticeFieldLabels as l,
} from '../../domain/notice/notice-messages';
import { PAGE_INDEX_MAX, PAGE_SIZE_MAX } from '../../domain/validation/input-limits';
import { bodyOf, boolean, integer, literal, optional, paramsOf, queryOf, text } from './input-schema';

/**
 * The inputs of the notice calls, for both backends. They check types and stop oversized input;
 * the writing rules (src/domain/notice) then report title, body, scope and expiry problems at
 * their fields, which is what the form shows.
 */

const paging = {
  pageIndex: integer({ min: 1, max: PAGE_INDEX_MAX, label: l.pageIndex }),
  pageSize: integer({ min: 1, max: PAGE_SIZE_MAX, label: l.pageSize }),
};
const category = literal(NOTICE_CATEGORIES, l.category);
const version = integer({ min: 1, max: Number.MAX_SAFE_INTEGER, label: l.version });

export const noticeListQuery = queryOf({ ...paging, category: optional(category) });
export const noticeIdParams = paramsOf({ id: text({ max: NOTICE_ID_MAX, min: 1, label: l.id }) });

export const noticeManageListBody = bodyOf({
  ...paging,
  status: optional(literal(NOTICE_STATUSES, l.status)),
  category: optional(category),
  title: optional(text({ max: NOTICE_SEARCH_MAX, label: l.title })),
});

const input = {
  title: text({ max: NOTICE_TITLE_INPUT_MAX, label: l.title }),
  category,
  body: text({ max: NOTICE_BODY_INPUT_MAX, label: l.body }),
  scopeCode: text({ max: NOTICE_ID_MAX, label: l.scopeCode }),
  pinned: boolean(l.pinned),
  expiresOn: optional(text({ max: NOTICE_ID_MAX, label: l.expiresOn })),
};

export const noticeInputBody = bodyOf(input);
export const noticeUpdateBody = bodyOf({ ...input, version });
export const noticeVersionBody = bodyOf({ version });
export const noticePinBody = bodyOf({ version, pinned: boolean(l.pinned) });
