import type { DivisionLevel } from '../filing/jurisdiction';

/** The words every statistics table says about its division, whichever statistics asks. */
export const divisionScopeMessages = {
  forbidden: '无权查看其他辖区的统计数据',
  unknownDivision: '行政区不存在',
  /** The 本级 row: the records filed at the division itself (a county's only row is named after it). */
  ownRow: { province: '省本级', city: '市本级' } satisfies Record<Exclude<DivisionLevel, 'county'>, string>,
} as const;
