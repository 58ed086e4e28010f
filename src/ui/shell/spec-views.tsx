import type { ComponentType } from 'react';
import { areaViews } from '../router/area-views';

/**
 * Views of the fixed SPEC routes, by route name (spec-routes.ts), each in its area's registry
 * (src/ui/areas/*, with the features it binds). A new fixed route adds its page here and in its area.
 */
export const specViews: Readonly<Record<string, ComponentType>> = {
  ...areaViews(() => import('../areas/home-views'), ['Profile', 'Collect', 'Search', 'Guide']),
  ...areaViews(() => import('../areas/demo-views'), ['DemoUpload', 'DemoGallery', 'DemoIcons', 'DemoPdf', 'DemoTable', 'DemoSelectTree', 'DemoTree', 'DemoAsyncTree', 'DemoTime', 'DemoFile', 'DemoStandard', 'DemoProjectBox', 'DemoButtons', 'DemoOffice', 'DemoSignature', 'DemoBpm', 'DemoOfd']),
  ...areaViews(() => import('../areas/notice-views'), ['NoticeDetails', 'NoticeEdit']),
  ...areaViews(() => import('../areas/process-views'), ['AffairDetails', 'SuperviseDetails']),
  ...areaViews(() => import('../areas/filing-views'), ['InitiateDetails', 'ToBeReportedDetails', 'RollBackDetails', 'ReportedDetails', 'QueryDetails', 'ToBeReviewedDetail', 'SpecialDetails']),
  ...areaViews(() => import('../areas/land-views'), ['TemporaryLandDetails', 'Survey']),
  ...areaViews(() => import('../areas/message-views'), ['EditMessage', 'MessageDetail']),
  ...areaViews(() => import('../areas/office-views'), ['MyOffice', 'MessagePdfRead']),
  ...areaViews(() => import('../areas/admin-views'), ['SettingUser', 'SettingAudit', 'SettingSystem']),
  ...areaViews(() => import('../areas/meeting-views'), ['MeetingRegisterList', 'MeetingRegisterForm', 'MeetingApplicationList', 'MeetingApplicationForm', 'MeetingDetail']),
  ...areaViews(() => import('../areas/document-views'), ['DocumentReceive', 'DocumentDraft']),
  ...areaViews(() => import('../areas/case-views'), ['CaseRegister', 'CaseDetails']),
  ...areaViews(() => import('../areas/archive-views'), ['ArchiveIn', 'ArchiveOut', 'ArchiveRegisterDetail', 'ArchiveRetrievalDetail', 'ArchiveContrast', 'ArchivePreview', 'ArchiveNewCatalogIn', 'ArchiveNewCatalogOut']),
  ...areaViews(() => import('../areas/authority-views'), ['UserAuthority']),
  ...areaViews(() => import('../areas/ledger-views'), ['LedgerDepartmentDetail', 'LedgerList', 'LedgerManualDetail']),
};
