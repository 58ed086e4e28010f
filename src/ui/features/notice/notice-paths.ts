/** The editor's fixed route (spec-routes.ts): a new notice without an id. */
export const NOTICE_EDIT_PATH = '/notice/edit';

export const noticeEditPath = (id?: string): string => (id === undefined ? NOTICE_EDIT_PATH : `${NOTICE_EDIT_PATH}?id=${encodeURIComponent(id)}`);
