import { featureView } from '../router/feature-view';
import type { AreaViews } from '../router/area-views';

/** The views of 台账, loaded with the area's first page (router/area-views.tsx). */
export const views: AreaViews = {
  'tz/secretary/index': featureView(['ledgers'], () => import('../features/ledger/ledger-index-page')),
  'tz/statistic/index': featureView(['ledgers'], () => import('../features/ledger/ledger-stats-page')),
  'tz/secretary/designer': featureView(['ledgerForms', 'ledgers', 'filing'], () => import('../features/ledger/designer-page')),
  LedgerDepartmentDetail: featureView(['ledgers'], () => import('../features/ledger/ledger-detail-page')),
  LedgerList: featureView(['ledgerForms', 'filing'], () => import('../features/ledger/manual-list-page')),
  LedgerManualDetail: featureView(['ledgerForms'], () => import('../features/ledger/manual-detail-page')),
};
