import { withinJurisdiction } from '../filing/jurisdiction';
import { ok } from '../shared/result';
import { checkDesign, checkRow, rowKey, valueText } from './ledger-form-rules';
import { manualMessages as m } from './ledger-form-messages';
import type { DesignSave, FormDesign, FormField, ManualBook, ManualRow, ManualRowView, RowQuery, RowSave } from './ledger-form-types';
import { changed, fail, invalid, lookupOf, type ManualCall, type ManualChanged, type ManualServed } from './ledger-manual-call';
import { type PageOf, pageOf } from '../shared/paging';

/** The caller's division, or 403 for someone the directory does not know as staff. */
export function viewerDivision(call: Pick<ManualCall, 'dir' | 'userId'>): ManualServed<string> {
  const user = call.dir.users.find((u) => u.userId === call.userId && u.kind === 'staff');
  return user === undefined ? fail(403, '当前用户不存在或已停用') : ok(user.divisionCode);
}

export function designOf(call: ManualCall, formId: string): ManualServed<FormDesign> {
  const viewer = viewerDivision(call);
  if (!viewer.ok) return viewer;
  const design = call.book.designs[formId];
  return design === undefined ? fail(404, m.noForm) : ok(design);
}

/** GET /manual/field: the designed fields, what the list page's columns are made of. */
export function fieldsOf(call: ManualCall, formId: string): ManualServed<readonly FormField[]> {
  const design = designOf(call, formId);
  return design.ok ? ok(design.value.fields) : design;
}

/**
 * Saves a design: the province designs every ledger's form (the counties and cities fill it in);
 * a save made on an older version is refused, so nobody's fields are silently lost.
 */
export function saveDesign(call: ManualCall, formId: string, save: DesignSave): ManualChanged<FormDesign> {
  const current = designOf(call, formId);
  if (!current.ok) return current;
  const viewer = viewerDivision(call);
  if (!viewer.ok) return viewer;
  if (call.dir.divisions.find((d) => d.code === viewer.value)?.level !== 'province') return fail(403, m.designForbidden);
  if (save.version !== current.value.version) return fail(409, m.staleDesign);
  const checked = checkDesign(save.title, save.fields);
  if (!checked.ok) return invalid(checked.error);
  const design: FormDesign = { formId, ...checked.value, version: current.value.version + 1, updatedAt: call.at, updatedBy: call.userId };
  return changed({ ...call.book, designs: { ...call.book.designs, [formId]: design } }, design);
}

/** A stored row as the pages show it. */
export function rowView(call: Pick<ManualCall, 'dir'>, fields: readonly FormField[], row: ManualRow): ManualRowView {
  const lookup = lookupOf(call.dir);
  return {
    ...row,
    texts: Object.fromEntries(fields.map((f) => [f.key, valueText(f, row.values[f.key], lookup)])),
    divisionName: call.dir.divisions.find((d) => d.code === row.divisionCode)?.name ?? row.divisionCode,
    createdByName: call.dir.users.find((u) => u.userId === row.createdBy)?.nickName ?? row.createdBy,
  };
}

/** The form's rows within the caller's jurisdiction, newest first. */
export function visibleRows(call: ManualCall, formId: string, viewer: string): ManualRow[] {
  return call.book.rows
    .filter((r) => r.formId === formId && withinJurisdiction(viewer, r.divisionCode))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.instanceId.localeCompare(a.instanceId));
}

/** POST /manual: a page of the ledger's rows (a keyword matches any shown value; instanceId picks one). */
export function rowPage(call: ManualCall, query: RowQuery): ManualServed<PageOf<ManualRowView>> {
  const design = designOf(call, query.formId);
  if (!design.ok) return design;
  const viewer = viewerDivision(call);
  if (!viewer.ok) return viewer;
  const keyword = query.keyword?.trim() ?? '';
  const views = visibleRows(call, query.formId, viewer.value)
    .filter((r) => query.instanceId === undefined || r.instanceId === query.instanceId)
    .map((r) => rowView(call, design.value.fields, r))
    .filter((r) => keyword === '' || Object.values(r.texts).some((t) => t.includes(keyword)));
  if (query.instanceId !== undefined && views.length === 0) return fail(404, m.noRow);
  return ok(pageOf(views, query.pageIndex, query.pageSize));
}

/** A row the caller may change, or 404 (a row outside the jurisdiction does not show it exists). */
function ownRow(call: ManualCall, formId: string, instanceId: string): ManualServed<ManualRow> {
  const viewer = viewerDivision(call);
  if (!viewer.ok) return viewer;
  const row = call.book.rows.find((r) => r.formId === formId && r.instanceId === instanceId);
  return row === undefined || !withinJurisdiction(viewer.value, row.divisionCode) ? fail(404, m.noRow) : ok(row);
}

/** POST /manual/data: adds a row (no instanceId, version 0) or edits one at its version. */
export function saveRow(call: ManualCall, save: RowSave): ManualChanged<ManualRowView> {
  const design = designOf(call, save.formId);
  if (!design.ok) return design;
  const viewer = viewerDivision(call);
  if (!viewer.ok) return viewer;
  const { fields } = design.value;
  if (fields.length === 0) return fail(400, m.noFields);
  const existing = save.instanceId === undefined ? undefined : ownRow(call, save.formId, save.instanceId);
  if (existing !== undefined && !existing.ok) return existing;
  if ((existing?.value.version ?? 0) !== save.version) return fail(409, m.staleRow);
  const checked = checkRow(fields, save.values, lookupOf(call.dir));
  if (!checked.ok) return invalid(checked.error);
  const hash = rowKey(fields, checked.value);
  const row: ManualRow =
    existing === undefined
      ? { instanceId: `M${String(call.book.next).padStart(6, '0')}`, formId: save.formId, divisionCode: viewer.value, values: checked.value, hash, version: 1, createdBy: call.userId, createdAt: call.at, updatedAt: call.at }
      : { ...existing.value, values: checked.value, hash, version: existing.value.version + 1, updatedAt: call.at };
  const book: ManualBook =
    existing === undefined
      ? { ...call.book, rows: [...call.book.rows, row], next: call.book.next + 1 }
      : { ...call.book, rows: call.book.rows.map((r) => (r.instanceId === row.instanceId ? row : r)) };
  return changed(book, rowView(call, fields, row));
}

/** DELETE /manual/{keyTypeCode}/{formId}?instanceId=: removes a row within the caller's jurisdiction. */
export function deleteRow(call: ManualCall, keyTypeCode: string, formId: string, instanceId: string): ManualChanged<null> {
  const design = designOf(call, formId);
  if (!design.ok) return design;
  // A manual ledger's type code is its form id: any other pair names no ledger.
  if (keyTypeCode !== formId) return fail(404, m.noForm);
  const row = ownRow(call, formId, instanceId);
  if (!row.ok) return row;
  return changed({ ...call.book, rows: call.book.rows.filter((r) => r !== row.value) }, null);
}
