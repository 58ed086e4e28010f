import type { ReportFormAnswer, ReportFormQuery, ReportFormSave } from '../../domain/statistics/report-form-service';
import type { BinaryPayload } from './envelope';

/** SPEC section 7: 农房建设统计 and 乡村建设规划许可, one county's form or a roll-up per period. */
export interface ReportFormEndpoints {
  'GET /api/op/statistical/getBuildHouseInfo': { query: ReportFormQuery; data: ReportFormAnswer };
  /** 409 when the version is stale (someone saved first); nothing is changed then. */
  'POST /api/op/statistical/saveBuildHouseInfo': { body: ReportFormSave; data: ReportFormAnswer };
  /** The roll-up table as .xlsx (one row per child division and 合计). */
  'GET /api/op/statistical/exportBuildHouseInfo': { query: ReportFormQuery; data: BinaryPayload };
  'GET /api/op/guihuaxuke/get': { query: ReportFormQuery; data: ReportFormAnswer };
  'POST /api/op/guihuaxuke/save': { body: ReportFormSave; data: ReportFormAnswer };
  'GET /api/op/guihuaxuke/export': { query: ReportFormQuery; data: BinaryPayload };
}

/** Each form's three calls, for the adapters and the routes. */
export const REPORT_FORM_ENDPOINTS = {
  buildHouse: {
    get: 'GET /api/op/statistical/getBuildHouseInfo',
    save: 'POST /api/op/statistical/saveBuildHouseInfo',
    export: 'GET /api/op/statistical/exportBuildHouseInfo',
  },
  ruralPermit: { get: 'GET /api/op/guihuaxuke/get', save: 'POST /api/op/guihuaxuke/save', export: 'GET /api/op/guihuaxuke/export' },
} as const;
