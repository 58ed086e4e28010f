// Every feature's modules, imported statically, for tests that wire a container at once. A unit
// test (tests/unit/composition/feature-loader.test.ts) checks that these are exactly the modules
// the composition root loads lazily, so a feature added there cannot be missing here.
import type { ContainerModule } from 'inversify';
import { dashboardHttpModule } from '../../src/adapters/http/dashboard.http.module';
import { districtStatsHttpModule } from '../../src/adapters/http/district-statistics.http.module';
import { affairsHttpModule } from '../../src/adapters/http/process.http.module';
import { filesHttpModule } from '../../src/adapters/http/files.http.module';
import { filingHttpModule } from '../../src/adapters/http/filing.http.module';
import { noticesHttpModule } from '../../src/adapters/http/notice.http.module';
import { searchHttpModule } from '../../src/adapters/http/search.http.module';
import { dashboardMemoryModule } from '../../src/adapters/memory/dashboard.memory.module';
import { districtStatsMemoryModule } from '../../src/adapters/memory/district-statistics.memory.module';
import { affairsMemoryModule } from '../../src/adapters/memory/process.memory.module';
import { filesMemoryModule } from '../../src/adapters/memory/files.memory.module';
import { filingMemoryModule } from '../../src/adapters/memory/filing.memory.module';
import { noticesMemoryModule } from '../../src/adapters/memory/notice.memory.module';
import { searchMemoryModule } from '../../src/adapters/memory/search.memory.module';
import { dashboardModule } from '../../src/app/dashboard/dashboard.module';
import { districtStatsModule } from '../../src/app/statistics/district/district-stats.module';
import { collectModule } from '../../src/app/collect/collect.module';
import { filesModule } from '../../src/app/files/files.module';
import { filingModule } from '../../src/app/filing/filing.module';
import { noticesModule } from '../../src/app/notice/notices.module';
import { affairsModule } from '../../src/app/process/affairs.module';
import { profileModule } from '../../src/app/profile/profile.module';
import { searchModule } from '../../src/app/search/search.module';
import type { FeatureName } from '../../src/ports/feature-loader.port';

export const appFeatureModules: Readonly<Record<FeatureName, ContainerModule>> = {
  affairs: affairsModule,
  filing: filingModule,
  files: filesModule,
  notices: noticesModule,
  search: searchModule,
  collect: collectModule,
  profile: profileModule,
  dashboard: dashboardModule,
  districtStats: districtStatsModule,
};

export const httpFeatureModules: Readonly<Partial<Record<FeatureName, ContainerModule>>> = {
  affairs: affairsHttpModule,
  filing: filingHttpModule,
  files: filesHttpModule,
  notices: noticesHttpModule,
  search: searchHttpModule,
  dashboard: dashboardHttpModule,
  districtStats: districtStatsHttpModule,
};

export const memoryFeatureModules: Readonly<Partial<Record<FeatureName, ContainerModule>>> = {
  affairs: affairsMemoryModule,
  filing: filingMemoryModule,
  files: filesMemoryModule,
  notices: noticesMemoryModule,
  search: searchMemoryModule,
  dashboard: dashboardMemoryModule,
  districtStats: districtStatsMemoryModule,
};

const present = (modules: Readonly<Partial<Record<FeatureName, ContainerModule>>>): ContainerModule[] =>
  Object.values(modules).filter((module): module is ContainerModule => module !== undefined);

/** Every feature's ports in one adapter family. */
export const allFeaturePorts = (family: 'http' | 'memory'): ContainerModule[] => present(family === 'http' ? httpFeatureModules : memoryFeatureModules);
/** Every feature's stores. */
export const allFeatureStores = (): ContainerModule[] => present(appFeatureModules);
