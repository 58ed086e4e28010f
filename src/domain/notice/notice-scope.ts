import type { Notice, NoticeReader } from './notice-types';

const isProvince = (code: string): boolean => code.endsWith('0000');
const isCity = (code: string): boolean => !isProvince(code) && code.endsWith('00');
const cityOf = (code: string): string => `${code.slice(0, 4)}00`;

/** Whether `upper` is `lower` itself or a division above it (province over all, a city over its counties). */
export function covers(upper: string, lower: string): boolean {
  if (upper === lower) return true;
  if (isProvince(upper)) return upper.slice(0, 2) === lower.slice(0, 2);
  return isCity(upper) && cityOf(lower) === upper;
}

/** Readers see a notice until the end of its expiry day (China time); `today` is yyyy-MM-dd. */
export const isExpired = (notice: Notice, today: string): boolean => notice.expiresOn !== undefined && notice.expiresOn < today;

/**
 * A published, unexpired notice reaches every division of its scope; the publishing division's
 * own staff see it whatever its scope (they wrote it for a county below them), and so does the admin.
 */
export const mayRead = (reader: NoticeReader, notice: Notice, today: string): boolean =>
  notice.status === 'published' &&
  !isExpired(notice, today) &&
  (reader.privileged || reader.divisionCode === notice.divisionCode || covers(notice.scopeCode, reader.divisionCode));
