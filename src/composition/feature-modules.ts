import type { ContainerModule } from 'inversify';
import type { FeatureName } from '../ports/feature-loader.port';
import type { ApiMode } from './container';

type ModuleImport = Promise<ContainerModule>;
type FeatureModules = (mode: ApiMode) => ModuleImport[];

const byMode = (mode: ApiMode, http: () => ModuleImport, memory: () => ModuleImport): ModuleImport => (mode === 'http' ? http() : memory());

/**
 * Every feature's modules: its stores and its ports in the chosen adapter family, each behind
 * its own dynamic import so that the bundler gives the feature chunks of its own. A new feature
 * adds one entry here and names itself in FEATURES.
 */
export const featureModules: Readonly<Record<FeatureName, FeatureModules>> = {
  affairs: (mode) => [
    import('../app/process/affairs.module').then((m) => m.affairsModule),
    byMode(
      mode,
      () => import('../adapters/http/process.http.module').then((m) => m.affairsHttpModule),
      () => import('../adapters/memory/process.memory.module').then((m) => m.affairsMemoryModule),
    ),
  ],
  filing: (mode) => [
    import('../app/filing/filing.module').then((m) => m.filingModule),
    byMode(
      mode,
      () => import('../adapters/http/filing.http.module').then((m) => m.filingHttpModule),
      () => import('../adapters/memory/filing.memory.module').then((m) => m.filingMemoryModule),
    ),
  ],
  files: (mode) => [
    import('../app/files/files.module').then((m) => m.filesModule),
    byMode(
      mode,
      () => import('../adapters/http/files.http.module').then((m) => m.filesHttpModule),
      () => import('../adapters/memory/files.memory.module').then((m) => m.filesMemoryModule),
    ),
  ],
  notices: (mode) => [
    import('../app/notice/notices.module').then((m) => m.noticesModule),
    byMode(
      mode,
      () => import('../adapters/http/notice.http.module').then((m) => m.noticesHttpModule),
      () => import('../adapters/memory/notice.memory.module').then((m) => m.noticesMemoryModule),
    ),
  ],
  search: (mode) => [
    import('../app/search/search.module').then((m) => m.searchModule),
    byMode(
      mode,
      () => import('../adapters/http/search.http.module').then((m) => m.searchHttpModule),
      () => import('../adapters/memory/search.memory.module').then((m) => m.searchMemoryModule),
    ),
  ],
  collect: () => [import('../app/collect/collect.module').then((m) => m.collectModule)],
  profile: () => [import('../app/profile/profile.module').then((m) => m.profileModule)],
};
