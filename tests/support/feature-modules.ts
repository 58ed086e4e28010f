// Every feature's modules, imported statically, for tests that wire a container at once. A unit
// test (tests/unit/composition/feature-loader.test.ts) checks that these are exactly the modules
// the composition root loads lazily, so a feature added there cannot be missing here.
import type { ContainerModule } from 'inversify';
import { dashboardHttpModule } from '../../src/adapters/http/dashboard.http.module';
import { landStatsHttpModule } from '../../src/adapters/http/land-statistics.http.module';
import { districtStatsHttpModule } from '../../src/adapters/http/district-statistics.http.module';
import { surveysHttpModule } from '../../src/adapters/http/survey.http.module';
import { documentsHttpModule } from '../../src/adapters/http/document.http.module';
import { meetingsHttpModule } from '../../src/adapters/http/meeting.http.module';
import { casesHttpModule } from '../../src/adapters/http/case.http.module';
import { archivesHttpModule } from '../../src/adapters/http/archive.http.module';
import { archivesMemoryModule } from '../../src/adapters/memory/archive.memory.module';
import { archivesModule } from '../../src/app/archive/archives.module';
import { ledgersHttpModule } from '../../src/adapters/http/ledger.http.module';
import { temporaryLandHttpModule } from '../../src/adapters/http/temporary-land.http.module';
import { onemapHttpModule } from '../../src/adapters/http/onemap.http.module';
import { affairsHttpModule } from '../../src/adapters/http/process.http.module';
import { filesHttpModule } from '../../src/adapters/http/files.http.module';
import { filingHttpModule } from '../../src/adapters/http/filing.http.module';
import { noticesHttpModule } from '../../src/adapters/http/notice.http.module';
import { searchHttpModule } from '../../src/adapters/http/search.http.module';
import { reportFormsHttpModule } from '../../src/adapters/http/report-form.http.module';
import { projectStatsHttpModule } from '../../src/adapters/http/project-statistics.http.module';
import { dashboardMemoryModule } from '../../src/adapters/memory/dashboard.memory.module';
import { landStatsMemoryModule } from '../../src/adapters/memory/land-statistics.memory.module';
import { districtStatsMemoryModule } from '../../src/adapters/memory/district-statistics.memory.module';
import { surveysMemoryModule } from '../../src/adapters/memory/survey.memory.module';
import { documentsMemoryModule } from '../../src/adapters/memory/document.memory.module';
import { meetingsMemoryModule } from '../../src/adapters/memory/meeting.memory.module';
import { casesMemoryModule } from '../../src/adapters/memory/case.memory.module';
import { ledgersMemoryModule } from '../../src/adapters/memory/ledger.memory.module';
import { temporaryLandMemoryModule } from '../../src/adapters/memory/temporary-land.memory.module';
import { onemapMemoryModule } from '../../src/adapters/memory/onemap.memory.module';
import { affairsMemoryModule } from '../../src/adapters/memory/process.memory.module';
import { filesMemoryModule } from '../../src/adapters/memory/files.memory.module';
import { filingMemoryModule } from '../../src/adapters/memory/filing.memory.module';
import { noticesMemoryModule } from '../../src/adapters/memory/notice.memory.module';
import { searchMemoryModule } from '../../src/adapters/memory/search.memory.module';
import { reportFormsMemoryModule } from '../../src/adapters/memory/report-form.memory.module';
import { projectStatsMemoryModule } from '../../src/adapters/memory/project-statistics.memory.module';
import { dashboardModule } from '../../src/app/dashboard/dashboard.module';
import { landStatsModule } from '../../src/app/statistics/land/land-stats.module';
import { districtStatsModule } from '../../src/app/statistics/district/district-stats.module';
import { surveysModule } from '../../src/app/survey/surveys.module';
import { documentsModule } from '../../src/app/document/documents.module';
import { meetingsModule } from '../../src/app/meeting/meetings.module';
import { casesModule } from '../../src/app/case/cases.module';
import { ledgersModule } from '../../src/app/ledger/ledgers.module';
import { temporaryLandModule } from '../../src/app/temporary-land/temporary-land.module';
import { onemapModule } from '../../src/app/onemap/onemap.module';
import { collectModule } from '../../src/app/collect/collect.module';
import { filesModule } from '../../src/app/files/files.module';
import { filingModule } from '../../src/app/filing/filing.module';
import { noticesModule } from '../../src/app/notice/notices.module';
import { affairsModule } from '../../src/app/process/affairs.module';
import { profileModule } from '../../src/app/profile/profile.module';
import { officeModule } from '../../src/app/office/office.module';
import { searchModule } from '../../src/app/search/search.module';
import { reportFormsModule } from '../../src/app/statistics/sform/report-forms.module';
import { projectStatsModule } from '../../src/app/statistics/project/project-stats.module';
import type { FeatureName } from '../../src/ports/feature-loader.port';
import { messagesModule } from '../../src/app/message/messages.module';
import { adminModule } from '../../src/app/admin/admin.module';
import { adminHttpModule } from '../../src/adapters/http/admin.http.module';
import { adminMemoryModule } from '../../src/adapters/memory/admin.memory.module';
import { messagesHttpModule } from '../../src/adapters/http/message.http.module';
import { messagesMemoryModule } from '../../src/adapters/memory/message.memory.module';
import { ledgerFormsModule } from '../../src/app/ledger/manual-forms.module';
import { ledgerFormsHttpModule } from '../../src/adapters/http/ledger-manual.http.module';
import { ledgerFormsMemoryModule } from '../../src/adapters/memory/ledger-manual.memory.module';
import { authorityModule } from '../../src/app/authority/authority.module';
import { authorityHttpModule } from '../../src/adapters/http/authority.http.module';
import { authorityMemoryModule } from '../../src/adapters/memory/authority.memory.module';
import { demoModule } from '../../src/app/demo/demo.module';
import { demoHttpModule } from '../../src/adapters/http/demo.http.module';
import { demoMemoryModule } from '../../src/adapters/memory/demo.memory.module';

export const appFeatureModules: Readonly<Record<FeatureName, ContainerModule>> = {
  affairs: affairsModule,
  filing: filingModule,
  files: filesModule,
  notices: noticesModule,
  search: searchModule,
  collect: collectModule,
  profile: profileModule,
  dashboard: dashboardModule,
  reportForms: reportFormsModule,
  projectStats: projectStatsModule,
  landStats: landStatsModule,
  districtStats: districtStatsModule,
  surveys: surveysModule,
  documents: documentsModule,
  temporaryLand: temporaryLandModule,
  onemap: onemapModule,
  messages: messagesModule,
  admin: adminModule,
  meetings: meetingsModule,
  cases: casesModule,
  archives: archivesModule,
  ledgers: ledgersModule,
  ledgerForms: ledgerFormsModule,
  office: officeModule,
  authority: authorityModule,
  demo: demoModule,
};

export const httpFeatureModules: Readonly<Partial<Record<FeatureName, ContainerModule>>> = {
  affairs: affairsHttpModule,
  filing: filingHttpModule,
  files: filesHttpModule,
  notices: noticesHttpModule,
  search: searchHttpModule,
  dashboard: dashboardHttpModule,
  reportForms: reportFormsHttpModule,
  projectStats: projectStatsHttpModule,
  landStats: landStatsHttpModule,
  districtStats: districtStatsHttpModule,
  surveys: surveysHttpModule,
  documents: documentsHttpModule,
  temporaryLand: temporaryLandHttpModule,
  onemap: onemapHttpModule,
  messages: messagesHttpModule,
  admin: adminHttpModule,
  meetings: meetingsHttpModule,
  cases: casesHttpModule,
  archives: archivesHttpModule,
  ledgers: ledgersHttpModule,
  ledgerForms: ledgerFormsHttpModule,
  authority: authorityHttpModule,
  demo: demoHttpModule,
};

export const memoryFeatureModules: Readonly<Partial<Record<FeatureName, ContainerModule>>> = {
  affairs: affairsMemoryModule,
  filing: filingMemoryModule,
  files: filesMemoryModule,
  notices: noticesMemoryModule,
  search: searchMemoryModule,
  dashboard: dashboardMemoryModule,
  reportForms: reportFormsMemoryModule,
  projectStats: projectStatsMemoryModule,
  landStats: landStatsMemoryModule,
  districtStats: districtStatsMemoryModule,
  surveys: surveysMemoryModule,
  documents: documentsMemoryModule,
  temporaryLand: temporaryLandMemoryModule,
  onemap: onemapMemoryModule,
  messages: messagesMemoryModule,
  admin: adminMemoryModule,
  meetings: meetingsMemoryModule,
  cases: casesMemoryModule,
  archives: archivesMemoryModule,
  ledgers: ledgersMemoryModule,
  ledgerForms: ledgerFormsMemoryModule,
  authority: authorityMemoryModule,
  demo: demoMemoryModule,
};

const present = (modules: Readonly<Partial<Record<FeatureName, ContainerModule>>>): ContainerModule[] =>
  Object.values(modules).filter((module): module is ContainerModule => module !== undefined);

/** Every feature's ports in one adapter family. */
export const allFeaturePorts = (family: 'http' | 'memory'): ContainerModule[] => present(family === 'http' ? httpFeatureModules : memoryFeatureModules);
/** Every feature's stores. */
export const allFeatureStores = (): ContainerModule[] => present(appFeatureModules);
