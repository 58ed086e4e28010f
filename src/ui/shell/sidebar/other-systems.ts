/** The other systems of the 应用 flyout (SPEC section 2, new sidebar). */
type OtherSystemId =
  | 'surveyMonitoring'
  | 'rightsRegistration'
  | 'assetAppraisal'
  | 'landPriceMap'
  | 'spatialPlanningMap'
  | 'planningProjects'
  | 'urbanDesign';

interface OtherSystem {
  readonly id: OtherSystemId;
  readonly title: string;
  /** Undefined when no address is configured: the entry is shown disabled. */
  readonly url: string | undefined;
}

export interface OtherSystemGroup {
  readonly title: string;
  readonly systems: readonly OtherSystem[];
}

/**
 * The configured addresses; none by default. A deployment sets them with VITE_OTHER_SYSTEMS, a JSON
 * object such as {"landPriceMap":"https://example.cn/dj"}.
 */
const otherSystemUrls: Readonly<Record<OtherSystemId, string | undefined>> = {
  surveyMonitoring: undefined,
  rightsRegistration: undefined,
  assetAppraisal: undefined,
  landPriceMap: undefined,
  spatialPlanningMap: undefined,
  planningProjects: undefined,
  urbanDesign: undefined,
};

const layout: readonly { title: string; systems: readonly { id: OtherSystemId; title: string }[] }[] = [
  { title: '调查监测', systems: [{ id: 'surveyMonitoring', title: '调查监测' }] },
  { title: '确权登记', systems: [{ id: 'rightsRegistration', title: '确权登记' }] },
  {
    title: '权益管理',
    systems: [
      { id: 'assetAppraisal', title: '资产评估与核算' },
      { id: 'landPriceMap', title: '地价图' },
    ],
  },
  {
    title: '规划管理',
    systems: [
      { id: 'spatialPlanningMap', title: '国土空间规划一张图' },
      { id: 'planningProjects', title: '规划项目管理' },
      { id: 'urbanDesign', title: '城市设计' },
    ],
  },
];

const isKnownId = (key: string): key is OtherSystemId => Object.prototype.hasOwnProperty.call(otherSystemUrls, key);
/** Only absolute http(s) addresses: anything else (javascript:, relative paths) is not a system. */
const isHttpUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** Reads the overrides defensively: bad JSON, unknown keys and non-http values are ignored. */
export function parseOtherSystemUrls(raw: unknown): Partial<Record<OtherSystemId, string>> {
  if (typeof raw !== 'string' || raw.trim().length === 0) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const result: Partial<Record<OtherSystemId, string>> = {};
  for (const [key, value] of Object.entries(parsed)) if (isKnownId(key) && isHttpUrl(value)) result[key] = value.trim();
  return result;
}

const envOverrides = (): Partial<Record<OtherSystemId, string>> =>
  parseOtherSystemUrls((import.meta.env as Record<string, unknown>)['VITE_OTHER_SYSTEMS']);

/** The flyout's groups with the configured address of each entry. */
export function otherSystemGroups(overrides: Partial<Record<OtherSystemId, string>> = envOverrides()): OtherSystemGroup[] {
  return layout.map((group) => ({
    title: group.title,
    systems: group.systems.map(({ id, title }) => ({ id, title, url: overrides[id] ?? otherSystemUrls[id] })),
  }));
}
