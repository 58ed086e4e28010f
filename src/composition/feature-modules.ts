import type { ContainerModule } from 'inversify';
import type { FeatureName } from '../ports/feature-loader.port';
import type { ApiMode } from './config';

type ModuleImport = () => Promise<ContainerModule>;

/**
 * A feature's stores and, when it has ports of its own, their HTTP module; the memory modules are
 * in memory-feature-ports.ts, loaded only in memory mode, so their imports (each with its list of
 * chunks to preload) do not weigh on the shell a production user downloads.
 */
interface FeatureImports {
  readonly stores: ModuleImport;
  readonly http?: ModuleImport;
}

/**
 * Every feature's modules, each behind its own dynamic import so that the bundler gives the
 * feature chunks of its own. A new feature adds one entry here, its memory module in
 * memory-feature-ports.ts, and names itself in FEATURES.
 */
const featureImports: Readonly<Record<FeatureName, FeatureImports>> = {
  affairs: {
    stores: () => import('../app/process/affairs.module').then((m) => m.affairsModule),
    http: () => import('../adapters/http/process.http.module').then((m) => m.affairsHttpModule),
  },
  filing: {
    stores: () => import('../app/filing/filing.module').then((m) => m.filingModule),
    http: () => import('../adapters/http/filing.http.module').then((m) => m.filingHttpModule),
  },
  files: {
    stores: () => import('../app/files/files.module').then((m) => m.filesModule),
    http: () => import('../adapters/http/files.http.module').then((m) => m.filesHttpModule),
  },
  notices: {
    stores: () => import('../app/notice/notices.module').then((m) => m.noticesModule),
    http: () => import('../adapters/http/notice.http.module').then((m) => m.noticesHttpModule),
  },
  search: {
    stores: () => import('../app/search/search.module').then((m) => m.searchModule),
    http: () => import('../adapters/http/search.http.module').then((m) => m.searchHttpModule),
  },
  collect: { stores: () => import('../app/collect/collect.module').then((m) => m.collectModule) },
  profile: { stores: () => import('../app/profile/profile.module').then((m) => m.profileModule) },
  office: { stores: () => import('../app/office/office.module').then((m) => m.officeModule) },
  dashboard: {
    stores: () => import('../app/dashboard/dashboard.module').then((m) => m.dashboardModule),
    http: () => import('../adapters/http/dashboard.http.module').then((m) => m.dashboardHttpModule),
  },
  reportForms: {
    stores: () => import('../app/statistics/sform/report-forms.module').then((m) => m.reportFormsModule),
    http: () => import('../adapters/http/report-form.http.module').then((m) => m.reportFormsHttpModule),
  },
  projectStats: {
    stores: () => import('../app/statistics/project/project-stats.module').then((m) => m.projectStatsModule),
    http: () => import('../adapters/http/project-statistics.http.module').then((m) => m.projectStatsHttpModule),
  },
  landStats: {
    stores: () => import('../app/statistics/land/land-stats.module').then((m) => m.landStatsModule),
    http: () => import('../adapters/http/land-statistics.http.module').then((m) => m.landStatsHttpModule),
  },
  districtStats: {
    stores: () => import('../app/statistics/district/district-stats.module').then((m) => m.districtStatsModule),
    http: () => import('../adapters/http/district-statistics.http.module').then((m) => m.districtStatsHttpModule),
  },
  documents: {
    stores: () => import('../app/document/documents.module').then((m) => m.documentsModule),
    http: () => import('../adapters/http/document.http.module').then((m) => m.documentsHttpModule),
  },
  surveys: {
    stores: () => import('../app/survey/surveys.module').then((m) => m.surveysModule),
    http: () => import('../adapters/http/survey.http.module').then((m) => m.surveysHttpModule),
  },
  temporaryLand: {
    stores: () => import('../app/temporary-land/temporary-land.module').then((m) => m.temporaryLandModule),
    http: () => import('../adapters/http/temporary-land.http.module').then((m) => m.temporaryLandHttpModule),
  },
  onemap: {
    stores: () => import('../app/onemap/onemap.module').then((m) => m.onemapModule),
    http: () => import('../adapters/http/onemap.http.module').then((m) => m.onemapHttpModule),
  },
  admin: {
    stores: () => import('../app/admin/admin.module').then((m) => m.adminModule),
    http: () => import('../adapters/http/admin.http.module').then((m) => m.adminHttpModule),
  },
  messages: {
    stores: () => import('../app/message/messages.module').then((m) => m.messagesModule),
    http: () => import('../adapters/http/message.http.module').then((m) => m.messagesHttpModule),
  },
  meetings: {
    stores: () => import('../app/meeting/meetings.module').then((m) => m.meetingsModule),
    http: () => import('../adapters/http/meeting.http.module').then((m) => m.meetingsHttpModule),
  },
  cases: {
    stores: () => import('../app/case/cases.module').then((m) => m.casesModule),
    http: () => import('../adapters/http/case.http.module').then((m) => m.casesHttpModule),
  },
  archives: {
    stores: () => import('../app/archive/archives.module').then((m) => m.archivesModule),
    http: () => import('../adapters/http/archive.http.module').then((m) => m.archivesHttpModule),
  },
  ledgers: {
    stores: () => import('../app/ledger/ledgers.module').then((m) => m.ledgersModule),
    http: () => import('../adapters/http/ledger.http.module').then((m) => m.ledgersHttpModule),
  },
  ledgerForms: {
    stores: () => import('../app/ledger/manual-forms.module').then((m) => m.ledgerFormsModule),
    http: () => import('../adapters/http/ledger-manual.http.module').then((m) => m.ledgerFormsHttpModule),
  },
  authority: {
    stores: () => import('../app/authority/authority.module').then((m) => m.authorityModule),
    http: () => import('../adapters/http/authority.http.module').then((m) => m.authorityHttpModule),
  },
  demo: {
    stores: () => import('../app/demo/demo.module').then((m) => m.demoModule),
    http: () => import('../adapters/http/demo.http.module').then((m) => m.demoHttpModule),
  },
};

/** The modules that bind a feature in the chosen adapter family: its stores, then its ports. */
export function featureModules(feature: FeatureName, mode: ApiMode): Promise<ContainerModule>[] {
  const { stores, http } = featureImports[feature];
  if (http === undefined) return [stores()];
  return [stores(), mode === 'http' ? http() : memoryPorts(feature)];
}

async function memoryPorts(feature: FeatureName): Promise<ContainerModule> {
  const { memoryFeaturePorts } = await import('./memory-feature-ports');
  const ports = memoryFeaturePorts[feature];
  if (ports === undefined) throw new Error(`the feature ${feature} has no memory module`);
  return ports();
}
