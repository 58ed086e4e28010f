import { mulberry32 } from '../shared/seeded-random';
/** How many rows the 表格 sample lists (SPEC section 2, demo module: a virtualized table). */
export const DEMO_TABLE_ROWS = 10_000;

/** The filing states a row of the sample shows; labels as the filing lists write them. */
export const DEMO_ROW_STATES = ['待上报', '已上报', '已退回', '已备案'] as const;
export type DemoRowState = (typeof DEMO_ROW_STATES)[number];

/** One row of the sample: a made-up filing with a division, an area and a filing time. */
export interface DemoTableRow {
  readonly id: number;
  readonly projectName: string;
  readonly divisionName: string;
  /** 亩, two decimals. */
  readonly areaMu: number;
  /** Epoch milliseconds. */
  readonly filedAt: number;
  readonly state: DemoRowState;
}

const DIVISIONS = ['南昌县', '新建区', '进贤县', '安义县', '浮梁县', '乐平市', '湘东区', '莲花县', '武宁县', '修水县'] as const;
const PLACES = ['城北', '城南', '工业园', '新区', '沿江', '高新', '临港', '滨湖'] as const;
const KINDS = ['道路改造', '厂房建设', '设施农用地', '临时用地', '安置小区', '物流仓储', '光伏电站', '学校扩建'] as const;

/** The first filing time of the sample (2024-01-01 08:00 China time); later rows are later. */
const FIRST_FILED_AT = Date.UTC(2024, 0, 1, 0, 0, 0);
const MAX_STEP_MS = 3 * 60 * 60 * 1000;

const pick = <T>(list: readonly T[], random: () => number): T => list[Math.floor(random() * list.length)] as T;

/** The sample's rows: deterministic, ids 1…count, filing times rising. A negative or fractional count is read down to a whole one. */
export function demoTableRows(count: number = DEMO_TABLE_ROWS): DemoTableRow[] {
  // Seeded, so the same count always gives the same rows on both backends.
  const random = mulberry32(20_261_127);
  const total = Math.max(0, Math.floor(count));
  const rows: DemoTableRow[] = [];
  let filedAt = FIRST_FILED_AT;
  for (let id = 1; id <= total; id += 1) {
    filedAt += Math.floor(random() * MAX_STEP_MS);
    const divisionName = pick(DIVISIONS, random);
    rows.push({
      id,
      projectName: `${divisionName}${pick(PLACES, random)}${pick(KINDS, random)}项目（${String(id).padStart(5, '0')}）`,
      divisionName,
      areaMu: Math.round(random() * 50_000) / 100,
      filedAt,
      state: pick(DEMO_ROW_STATES, random),
    });
  }
  return rows;
}
