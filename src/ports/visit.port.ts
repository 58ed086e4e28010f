import type { ServiceIdentifier } from 'inversify';

/**
 * Counts the user's visits of menu pages for 常用功能. The shell records every navigation, so this
 * one call is bound with the shell's ports instead of making it load the whole 工作台 feature.
 */
export interface VisitApi {
  /** Background: no loading overlay, no toast; paths that are not menu pages are ignored by the server. */
  recordVisit(path: string): Promise<void>;
}
export const VisitApi = Symbol.for('VisitApi') as ServiceIdentifier<VisitApi>;
