/** 档案出库, where an archive event opens a record for editing (SPEC section 2: /archive/manage/out?moduleKey=). */
export const ARCHIVE_OUT_ROUTE = '/archive/manage/out';

/** SPEC section 2, the archive event: the record's edit page. */
export const archiveEditUrl = (id: string): string => `${ARCHIVE_OUT_ROUTE}?moduleKey=${encodeURIComponent(id)}`;
