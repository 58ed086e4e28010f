import type { DivisionLevel } from '../filing/jurisdiction';
import type { DocumentKind } from './document-types';

/**
 * The 机关代字 a bureau numbers its posts under. The province is 赣自然资; a city drops 市 (南昌自然资);
 * a county keeps its full name (南昌县自然资) so that it never collides with its city. A 函 is
 * numbered in its own series (…函), every other kind in the 发 series, as Chinese offices do.
 */
export function agencyCodeOf(level: DivisionLevel, divisionName: string, kind: DocumentKind): string {
  const series = kind === '函' ? '函' : '发';
  if (level === 'province') return `赣自然资${series}`;
  const short = level === 'city' && divisionName.endsWith('市') && divisionName.length > 2 ? divisionName.slice(0, -1) : divisionName;
  return `${short}自然资${series}`;
}
