import type { BoxType } from '../affair/wire';
import type { DetailEvent } from './detail-events';

const BOX_TYPES: readonly unknown[] = [1, 2, 3, 4, 5, 6];
const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * A pushed op, tz or archive event read from its JSON fields; anything malformed gives undefined,
 * so that a bad message never reaches a notification. Kept apart from the opening rules: the
 * push channel of every signed-in page reads it.
 */
export function detailEventOf(fields: Readonly<Record<string, unknown>>): DetailEvent | undefined {
  const { type, title, text } = fields;
  if (!isText(title) || !isText(text)) return undefined;
  if (type === 'op') {
    const { id, boxType, source, filesKey } = fields;
    if (!isText(id) || !isText(source) || (boxType !== undefined && !BOX_TYPES.includes(boxType))) return undefined;
    return { type, id, source, title, text, ...(boxType === undefined ? {} : { boxType: boxType as BoxType }), ...(isText(filesKey) ? { filesKey } : {}) };
  }
  if (type === 'tz') {
    const { ledgerId, isAutoExtract, instanceKey } = fields;
    return isText(ledgerId) && isText(instanceKey) && (isAutoExtract === 0 || isAutoExtract === 1) ? { type, ledgerId, isAutoExtract, instanceKey, title, text } : undefined;
  }
  if (type === 'archive') return isText(fields.moduleKey) ? { type, moduleKey: fields.moduleKey, title, text } : undefined;
  return undefined;
}
