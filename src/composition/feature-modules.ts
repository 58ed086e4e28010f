import type { ContainerModule } from 'inversify';
import type { FeatureName } from '../ports/feature-loader.port';
import type { ApiMode } from './config';

type ModuleImport = () => Promise<ContainerModule>;

/** A feature's stores and, when it has ports of its own, their module in each adapter family. */
interface FeatureImports {
  readonly stores: ModuleImport;
  readonly ports?: Readonly<Record<ApiMode, ModuleImport>>;
}

/**
 * Every feature's modules, each behind its own dynamic import so that the bundler gives the
 * feature chunks of its own. A new feature adds one entry here and names itself in FEATURES.
 */
const featureImports: Readonly<Record<FeatureName, FeatureImports>> = {
  affairs: {
    stores: () => import('../app/process/affairs.module').then((m) => m.affairsModule),
    ports: {
      http: () => import('../adapters/http/process.http.module').then((m) => m.affairsHttpModule),
      memory: () => import('../adapters/memory/process.memory.module').then((m) => m.affairsMemoryModule),
    },
  },
  filing: {
    stores: () => import('../app/filing/filing.module').then((m) => m.filingModule),
    ports: {
      http: () => import('../adapters/http/filing.http.module').then((m) => m.filingHttpModule),
      memory: () => import('../adapters/memory/filing.memory.module').then((m) => m.filingMemoryModule),
    },
  },
  files: {
    stores: () => import('../app/files/files.module').then((m) => m.filesModule),
    ports: {
      http: () => import('../adapters/http/files.http.module').then((m) => m.filesHttpModule),
      memory: () => import('../adapters/memory/files.memory.module').then((m) => m.filesMemoryModule),
    },
  },
  notices: {
    stores: () => import('../app/notice/notices.module').then((m) => m.noticesModule),
    ports: {
      http: () => import('../adapters/http/notice.http.module').then((m) => m.noticesHttpModule),
      memory: () => import('../adapters/memory/notice.memory.module').then((m) => m.noticesMemoryModule),
    },
  },
  search: {
    stores: () => import('../app/search/search.module').then((m) => m.searchModule),
    ports: {
      http: () => import('../adapters/http/search.http.module').then((m) => m.searchHttpModule),
      memory: () => import('../adapters/memory/search.memory.module').then((m) => m.searchMemoryModule),
    },
  },
  collect: { stores: () => import('../app/collect/collect.module').then((m) => m.collectModule) },
  profile: { stores: () => import('../app/profile/profile.module').then((m) => m.profileModule) },
  dashboard: {
    stores: () => import('../app/dashboard/dashboard.module').then((m) => m.dashboardModule),
    ports: {
      http: () => import('../adapters/http/dashboard.http.module').then((m) => m.dashboardHttpModule),
      memory: () => import('../adapters/memory/dashboard.memory.module').then((m) => m.dashboardMemoryModule),
    },
  },
  reportForms: {
    stores: () => import('../app/statistics/sform/report-forms.module').then((m) => m.reportFormsModule),
    ports: {
      http: () => import('../adapters/http/report-form.http.module').then((m) => m.reportFormsHttpModule),
      memory: () => import('../adapters/memory/report-form.memory.module').then((m) => m.reportFormsMemoryModule),
    },
  },
  projectStats: {
    stores: () => import('../app/statistics/project/project-stats.module').then((m) => m.projectStatsModule),
    ports: {
      http: () => import('../adapters/http/project-statistics.http.module').then((m) => m.projectStatsHttpModule),
      memory: () => import('../adapters/memory/project-statistics.memory.module').then((m) => m.projectStatsMemoryModule),
    },
  },
  landStats: {
    stores: () => import('../app/statistics/land/land-stats.module').then((m) => m.landStatsModule),
    ports: {
      http: () => import('../adapters/http/land-statistics.http.module').then((m) => m.landStatsHttpModule),
      memory: () => import('../adapters/memory/land-statistics.memory.module').then((m) => m.landStatsMemoryModule),
    },
  },
  districtStats: {
    stores: () => import('../app/statistics/district/district-stats.module').then((m) => m.districtStatsModule),
    ports: {
      http: () => import('../adapters/http/district-statistics.http.module').then((m) => m.districtStatsHttpModule),
      memory: () => import('../adapters/memory/district-statistics.memory.module').then((m) => m.districtStatsMemoryModule),
    },
  },
  documents: {
    stores: () => import('../app/document/documents.module').then((m) => m.documentsModule),
    ports: {
      http: () => import('../adapters/http/document.http.module').then((m) => m.documentsHttpModule),
      memory: () => import('../adapters/memory/document.memory.module').then((m) => m.documentsMemoryModule),
    },
  },
  surveys: {
    stores: () => import('../app/survey/surveys.module').then((m) => m.surveysModule),
    ports: {
      http: () => import('../adapters/http/survey.http.module').then((m) => m.surveysHttpModule),
      memory: () => import('../adapters/memory/survey.memory.module').then((m) => m.surveysMemoryModule),
    },
  },
  temporaryLand: {
    stores: () => import('../app/temporary-land/temporary-land.module').then((m) => m.temporaryLandModule),
    ports: {
      http: () => import('../adapters/http/temporary-land.http.module').then((m) => m.temporaryLandHttpModule),
      memory: () => import('../adapters/memory/temporary-land.memory.module').then((m) => m.temporaryLandMemoryModule),
    },
  },
  onemap: {
    stores: () => import('../app/onemap/onemap.module').then((m) => m.onemapModule),
    ports: {
      http: () => import('../adapters/http/onemap.http.module').then((m) => m.onemapHttpModule),
      memory: () => import('../adapters/memory/onemap.memory.module').then((m) => m.onemapMemoryModule),
    },
  },
  messages: {
    stores: () => import('../app/message/messages.module').then((m) => m.messagesModule),
    ports: {
      http: () => import('../adapters/http/message.http.module').then((m) => m.messagesHttpModule),
      memory: () => import('../adapters/memory/message.memory.module').then((m) => m.messagesMemoryModule),
    },
  },
  meetings: {
    stores: () => import('../app/meeting/meetings.module').then((m) => m.meetingsModule),
    ports: {
      http: () => import('../adapters/http/meeting.http.module').then((m) => m.meetingsHttpModule),
      memory: () => import('../adapters/memory/meeting.memory.module').then((m) => m.meetingsMemoryModule),
    },
  },
  cases: {
    stores: () => import('../app/case/cases.module').then((m) => m.casesModule),
    ports: {
      http: () => import('../adapters/http/case.http.module').then((m) => m.casesHttpModule),
      memory: () => import('../adapters/memory/case.memory.module').then((m) => m.casesMemoryModule),
    },
  },
  archives: {
    stores: () => import('../app/archive/archives.module').then((m) => m.archivesModule),
    ports: {
      http: () => import('../adapters/http/archive.http.module').then((m) => m.archivesHttpModule),
      memory: () => import('../adapters/memory/archive.memory.module').then((m) => m.archivesMemoryModule),
    },
  },
  ledgers: {
    stores: () => import('../app/ledger/ledgers.module').then((m) => m.ledgersModule),
    ports: {
      http: () => import('../adapters/http/ledger.http.module').then((m) => m.ledgersHttpModule),
      memory: () => import('../adapters/memory/ledger.memory.module').then((m) => m.ledgersMemoryModule),
    },
  },
  ledgerForms: {
    stores: () => import('../app/ledger/manual-forms.module').then((m) => m.ledgerFormsModule),
    ports: {
      http: () => import('../adapters/http/ledger-manual.http.module').then((m) => m.ledgerFormsHttpModule),
      memory: () => import('../adapters/memory/ledger-manual.memory.module').then((m) => m.ledgerFormsMemoryModule),
    },
  },
  demo: {
    stores: () => import('../app/demo/demo.module').then((m) => m.demoModule),
    ports: {
      http: () => import('../adapters/http/demo.http.module').then((m) => m.demoHttpModule),
      memory: () => import('../adapters/memory/demo.memory.module').then((m) => m.demoMemoryModule),
    },
  },
};

/** The modules that bind a feature in the chosen adapter family: its stores, then its ports. */
export function featureModules(feature: FeatureName, mode: ApiMode): Promise<ContainerModule>[] {
  const { stores, ports } = featureImports[feature];
  return ports === undefined ? [stores()] : [stores(), ports[mode]()];
}
