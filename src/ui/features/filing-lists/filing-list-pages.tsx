import type { ReactNode } from 'react';
import { FilingListPage } from './filing-list-page';

/** The four menu pages of 备案管理 (component strings recordReport/{list}/index), one list each. */
export const ToBeReportedPage = (): ReactNode => <FilingListPage list="toBeReported" />;
export const ReportedPage = (): ReactNode => <FilingListPage list="reported" />;
export const QueryPage = (): ReactNode => <FilingListPage list="query" />;
export const RollBackPage = (): ReactNode => <FilingListPage list="rollBack" />;
