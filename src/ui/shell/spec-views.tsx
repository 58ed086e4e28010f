import { lazy, type ComponentType } from 'react';
import { featureView } from '../router/feature-view';

/**
 * Views of the fixed SPEC routes that exist so far, by route name (spec-routes.ts), each with the
 * features it binds (featureView). A route without one shows the 功能建设中 page; each feature
 * issue adds its pages here.
 */
export const specViews: Readonly<Record<string, ComponentType>> = {
  Profile: featureView(['profile'], () => import('../features/profile/profile-page')),
  Collect: featureView(['collect'], () => import('../features/collect/collect-page')),
  Search: featureView(['search', 'notices'], () => import('../features/search/search-page')),
  NoticeDetails: featureView(['notices', 'files'], () => import('../features/notice/notice-details-page')),
  NoticeEdit: featureView(['notices', 'filing', 'files'], () => import('../features/notice/notice-editor-page')),
  Guide: lazy(() => import('../features/guide/guide-page')),
  DemoUpload: featureView(['files'], () => import('../kit/files/files-demo-page')),
  AffairDetails: featureView(['affairs', 'files'], () => import('../features/affair-details/affair-details-page')),
  SuperviseDetails: featureView(['affairs'], () => import('../features/supervise/supervise-details-page')),
  InitiateDetails: featureView(['filing', 'files'], () => import('../features/filing-details/filing-details-page')),
  ToBeReportedDetails: featureView(['filing', 'files'], () => import('../features/filing-details/filing-details-page')),
  RollBackDetails: featureView(['filing', 'files'], () => import('../features/filing-details/filing-details-page')),
  ReportedDetails: featureView(['filing', 'files'], () => import('../features/filing-details/filing-details-page')),
  QueryDetails: featureView(['filing', 'files'], () => import('../features/filing-details/filing-details-page')),
  ToBeReviewedDetail: featureView(['filing', 'files'], () => import('../features/filing-details/filing-details-page')),
  SpecialDetails: featureView(['filing', 'files'], () => import('../features/filing-details/filing-details-page')),
  TemporaryLandDetails: featureView(['temporaryLand', 'files'], () => import('../features/temporary-land/land-details-page')),
  DocumentReceive: featureView(['documents'], () => import('../features/document/receipt-page')),
  EditMessage: featureView(['messages', 'files'], () => import('../features/message/message-views').then((m) => ({ default: m.MessageComposePage }))),
  MessageDetail: featureView(['messages', 'files'], () => import('../features/message/message-views').then((m) => ({ default: m.MessageDetailPage }))),
  MeetingRegisterList: featureView(['meetings'], () => import('../features/meeting/register-list-page')),
  MeetingRegisterForm: featureView(['meetings'], () => import('../features/meeting/register-form-page')),
  MeetingApplicationList: featureView(['meetings'], () => import('../features/meeting/application-list-page')),
  MeetingApplicationForm: featureView(['meetings', 'files'], () => import('../features/meeting/application-form-page')),
  MeetingDetail: featureView(['meetings', 'files'], () => import('../features/meeting/meeting-detail-page')),
  DocumentDraft: featureView(['documents', 'files'], () => import('../features/document/post-draft-page')),
  CaseRegister: featureView(['cases'], () => import('../features/case/case-register-page')),
  CaseDetails: featureView(['cases', 'files'], () => import('../features/case/case-details-page')),
  ArchiveIn: featureView(['archives'], () => import('../features/archive/archive-in-page')),
  ArchiveOut: featureView(['archives'], () => import('../features/archive/archive-out-page')),
  ArchiveRegisterDetail: featureView(['archives'], () => import('../features/archive/register-detail-page')),
  ArchiveRetrievalDetail: featureView(['archives'], () => import('../features/archive/retrieval-detail-page')),
  ArchiveContrast: featureView(['archives'], () => import('../features/archive/contrast-page')),
  ArchivePreview: featureView(['archives', 'files'], () => import('../features/archive/preview-page')),
  LedgerDepartmentDetail: featureView(['ledgers'], () => import('../features/ledger/ledger-detail-page')),
  LedgerList: featureView(['ledgerForms', 'filing'], () => import('../features/ledger/manual-list-page')),
  LedgerManualDetail: featureView(['ledgerForms'], () => import('../features/ledger/manual-detail-page')),
};
