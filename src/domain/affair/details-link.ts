import type { BoxType } from './wire';

/**
 * SPEC section 2, the process details event: a module key (keyDigNumGather), a box type
 * (default 1), a source and data. Source 'launch' opens straight from registration; any other
 * source has the caller fetch the affair detail first and pass its keyNumGather as the files key.
 */
interface AffairDetailsEvent {
  readonly moduleKey: string;
  readonly boxType?: BoxType;
  readonly source?: string;
  readonly filesKey?: string;
  readonly title?: string;
}

/** What the details page reads back from its query (subParams JSON, filesKey, currentTagTitle). */
interface AffairDetailsParams {
  readonly boxType: BoxType;
  readonly source: string;
  readonly filesKey?: string;
}

const DEFAULT_BOX_TYPE: BoxType = 1;
export const LAUNCH_SOURCE = 'launch';
const REGISTRATION_TAB_TITLE = '事务详情（登记）';
const SUPERVISE_TAB_TITLE = '督办详情';

const BOX_TYPES: readonly BoxType[] = [1, 2, 3, 4, 5, 6];
const isBoxType = (value: unknown): value is BoxType => BOX_TYPES.includes(value as BoxType);

/** The in-app URL of /process/handle/details/{id} for an event. */
export function affairDetailsUrl(event: AffairDetailsEvent): string {
  const boxType = event.boxType ?? DEFAULT_BOX_TYPE;
  const source = event.source ?? '';
  const query = new URLSearchParams({ subParams: JSON.stringify({ boxType, source }) });
  if (event.filesKey !== undefined && event.filesKey.length > 0) query.set('filesKey', event.filesKey);
  const title = event.title ?? (source === LAUNCH_SOURCE ? REGISTRATION_TAB_TITLE : undefined);
  if (title !== undefined) query.set('currentTagTitle', title);
  return `/process/handle/details/${encodeURIComponent(event.moduleKey)}?${query.toString()}`;
}

/** Reads the details query; a missing subParams means the defaults, a malformed one is refused. */
export function parseAffairDetailsQuery(search: string): AffairDetailsParams | { readonly error: string } {
  const query = new URLSearchParams(search);
  const filesKey = query.get('filesKey') ?? undefined;
  const withFiles = filesKey === undefined || filesKey.length === 0 ? {} : { filesKey };
  const raw = query.get('subParams');
  if (raw === null || raw.length === 0) return { boxType: DEFAULT_BOX_TYPE, source: '', ...withFiles };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { error: '页面参数 subParams 不是有效的 JSON，无法打开事务详情' };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { error: '页面参数 subParams 格式不正确，无法打开事务详情' };
  const record = parsed as Record<string, unknown>;
  const boxType = record['boxType'] ?? DEFAULT_BOX_TYPE;
  const numeric = typeof boxType === 'string' ? Number(boxType) : boxType;
  if (!isBoxType(numeric)) return { error: '页面参数中的箱型不正确，无法打开事务详情' };
  const source = typeof record['source'] === 'string' ? record['source'] : '';
  return { boxType: numeric, source, ...withFiles };
}

/** /process/handle/supervise/{id}: a module key (or a generated one) and an optional files key. */
export function superviseDetailsUrl(moduleKey: string, filesKey?: string): string {
  const query = new URLSearchParams({ subParams: JSON.stringify({ moduleKey }), currentTagTitle: SUPERVISE_TAB_TITLE });
  if (filesKey !== undefined && filesKey.length > 0) query.set('filesKey', filesKey);
  return `/process/handle/supervise/${encodeURIComponent(moduleKey)}?${query.toString()}`;
}
