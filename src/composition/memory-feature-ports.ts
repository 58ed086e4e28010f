import type { ContainerModule } from 'inversify';
import type { FeatureName } from '../ports/feature-loader.port';

/** The memory adapters of the features with ports of their own (feature-modules.ts), for memory mode only. */
export const memoryFeaturePorts: Readonly<Partial<Record<FeatureName, () => Promise<ContainerModule>>>> = {
  affairs: () => import('../adapters/memory/process.memory.module').then((m) => m.affairsMemoryModule),
  filing: () => import('../adapters/memory/filing.memory.module').then((m) => m.filingMemoryModule),
  files: () => import('../adapters/memory/files.memory.module').then((m) => m.filesMemoryModule),
  notices: () => import('../adapters/memory/notice.memory.module').then((m) => m.noticesMemoryModule),
  search: () => import('../adapters/memory/search.memory.module').then((m) => m.searchMemoryModule),
  dashboard: () => import('../adapters/memory/dashboard.memory.module').then((m) => m.dashboardMemoryModule),
  reportForms: () => import('../adapters/memory/report-form.memory.module').then((m) => m.reportFormsMemoryModule),
  projectStats: () => import('../adapters/memory/project-statistics.memory.module').then((m) => m.projectStatsMemoryModule),
  landStats: () => import('../adapters/memory/land-statistics.memory.module').then((m) => m.landStatsMemoryModule),
  districtStats: () => import('../adapters/memory/district-statistics.memory.module').then((m) => m.districtStatsMemoryModule),
  documents: () => import('../adapters/memory/document.memory.module').then((m) => m.documentsMemoryModule),
  surveys: () => import('../adapters/memory/survey.memory.module').then((m) => m.surveysMemoryModule),
  temporaryLand: () => import('../adapters/memory/temporary-land.memory.module').then((m) => m.temporaryLandMemoryModule),
  onemap: () => import('../adapters/memory/onemap.memory.module').then((m) => m.onemapMemoryModule),
  admin: () => import('../adapters/memory/admin.memory.module').then((m) => m.adminMemoryModule),
  messages: () => import('../adapters/memory/message.memory.module').then((m) => m.messagesMemoryModule),
  meetings: () => import('../adapters/memory/meeting.memory.module').then((m) => m.meetingsMemoryModule),
  cases: () => import('../adapters/memory/case.memory.module').then((m) => m.casesMemoryModule),
  archives: () => import('../adapters/memory/archive.memory.module').then((m) => m.archivesMemoryModule),
  ledgers: () => import('../adapters/memory/ledger.memory.module').then((m) => m.ledgersMemoryModule),
  ledgerForms: () => import('../adapters/memory/ledger-manual.memory.module').then((m) => m.ledgerFormsMemoryModule),
  authority: () => import('../adapters/memory/authority.memory.module').then((m) => m.authorityMemoryModule),
  demo: () => import('../adapters/memory/demo.memory.module').then((m) => m.demoMemoryModule),
};
