import type { ServiceIdentifier } from 'inversify';

/**
 * The product's features whose stores and adapters are bound on demand, each by its own lazily
 * imported modules, so that none of them weighs on the login page or the shell.
 */
export const FEATURES = ['affairs', 'filing', 'files', 'notices', 'search', 'collect', 'profile', 'dashboard', 'reportForms', 'projectStats', 'landStats', 'districtStats', 'surveys', 'temporaryLand', 'onemap', 'documents', 'messages', 'meetings', 'cases', 'archives', 'ledgers', 'ledgerForms', 'office', 'admin', 'authority', 'demo'] as const;
export type FeatureName = (typeof FEATURES)[number];

/** Binds features into the running container; bound by the composition root. */
export interface FeatureLoader {
  /** True when every named feature is bound already. */
  isLoaded(features: readonly FeatureName[]): boolean;
  /** Binds the named features once; the same list gets the same promise while it is pending. */
  load(features: readonly FeatureName[]): Promise<void>;
}
export const FeatureLoader = Symbol.for('FeatureLoader') as ServiceIdentifier<FeatureLoader>;
