import { DEFAULT_PAGE_SIZE, type PageSize } from '../format/page-size';
import { DEFAULT_TOKEN_TTL_SECONDS } from '../session/token-lifetime';

// Apart from the rules of saving them, so the login page's first paint carries only these few lines.

/** 系统参数: the login page's footer, the length of new sessions and the lists' default page size. */
export interface SystemSettings {
  readonly hostUnit: string;
  readonly organisingUnit: string;
  readonly sessionMinutes: number;
  readonly defaultPageSize: PageSize;
  /** 0 until first saved. */
  readonly version: number;
}

/** What the login page reads before anyone signs in. */
export type SiteInfo = Pick<SystemSettings, 'hostUnit' | 'organisingUnit' | 'defaultPageSize'>;

/** What the settings form sends: the page size still any number until the rule has checked it. */
export type SystemSettingsInput = Omit<SystemSettings, 'defaultPageSize'> & { readonly defaultPageSize: number };

export const UNIT_NAME_MAX = 40;
export const SESSION_MINUTES_MIN = 30;
export const SESSION_MINUTES_MAX = 24 * 60;

export const DEFAULT_SYSTEM_SETTINGS: SystemSettings = {
  hostUnit: '江西省自然资源厅',
  organisingUnit: '江西省国土空间调查规划研究院',
  sessionMinutes: DEFAULT_TOKEN_TTL_SECONDS / 60,
  defaultPageSize: DEFAULT_PAGE_SIZE,
  version: 0,
};

/** An answer of the public site call as the login page may trust it (it arrives before any typed client). */
export function isSiteInfo(value: unknown): value is SiteInfo {
  if (typeof value !== 'object' || value === null) return false;
  const site = value as Record<string, unknown>;
  return typeof site['hostUnit'] === 'string' && typeof site['organisingUnit'] === 'string' && typeof site['defaultPageSize'] === 'number';
}

export const siteInfoOf = (settings: SystemSettings): SiteInfo => ({ hostUnit: settings.hostUnit, organisingUnit: settings.organisingUnit, defaultPageSize: settings.defaultPageSize });

/**
 * How long a new session lives: the saved parameter, or the backend's own configuration while
 * nobody has saved one (so a server started with a short lifetime for a test keeps it).
 */
export const sessionTtlSeconds = (settings: SystemSettings | undefined, configuredSeconds: number): number =>
  settings === undefined || settings.version === 0 ? configuredSeconds : settings.sessionMinutes * 60;

