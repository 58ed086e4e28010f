import { coerceFilingData } from '../../../src/domain/filing/coerce';
import type { FilingListQuery, FilingSaveBody } from '../../../src/domain/filing/views';
import type { OutputOf } from '../../../src/ports/api/input-schema';
import type { listBody } from '../../../src/ports/api/filing.schema';
import { dataCheckError } from './book';

/** Drops the optional fields that were absent, so the query has exactly the keys the client sent. */
export const listQueryOf = (body: OutputOf<typeof listBody>): FilingListQuery =>
  Object.fromEntries(Object.entries(body).filter(([, entry]) => entry !== undefined)) as unknown as FilingListQuery;

/** The record's data shaped by its type (the schema checked the type): every wrong field reported at once, as the data check does. */
export function saveBodyOf(body: FilingSaveBody): FilingSaveBody {
  const shaped = coerceFilingData(body.data.typeCode, body.data);
  if (!shaped.ok) throw dataCheckError('备案数据格式不正确', shaped.error);
  const { keyNumGather, version } = body;
  return { ...(keyNumGather === undefined ? {} : { keyNumGather }), ...(version === undefined ? {} : { version }), data: shaped.value };
}
