import type { DataOf, EndpointKey } from '../../ports/api/endpoints';
import type { BinaryPayload } from '../../ports/api/envelope';

/** The endpoints whose data is bytes. */
export type BinaryKey = { [K in EndpointKey]: DataOf<K> extends BinaryPayload ? K : never }[EndpointKey];

/**
 * The endpoint map is types only, so the caller needs this runtime list to ask for bytes. Typed
 * as a Record over BinaryKey, it stops compiling when a binary endpoint is added and not listed.
 */
const binaryEndpoints: Readonly<Record<BinaryKey, true>> = {
  'GET /api/oauth/captcha': true,
  'GET /api/user/push/web/:userId/:clientUuid': true,
  'GET /api/user/public/avatar/:name': true,
  'GET /api/user/public/manual.pdf': true,
  'GET /api/process/history/work/record/image': true,
  'POST /api/process/printReportTemplate/pdf': true,
  'POST /api/process/printReportTemplate/word': true,
  'POST /api/file/preview': true,
  'POST /api/file/download/file': true,
  'GET /api/op/statistical/exportBuildHouseInfo': true,
  'GET /api/op/guihuaxuke/export': true,
  'GET /api/op/statistical/project/export': true,
  'POST /api/op/statistical/exportTimeout': true,
  'POST /api/op/export/collectiveArea': true,
  'POST /api/op/statistical/exportFarmlandChange': true,
  'GET /api/op/statistical/district/export': true,
  'GET /api/op/survey/report': true,
  'GET /api/op/temporaryLand/export': true,
  'GET /api/op/document/receive/print': true,
  'GET /api/op/document/post/paper': true,
  'POST /api/tz/manual/excel': true,
  'POST /api/tz/manual/template/:formId': true,
  'POST /api/tz/info/export': true,
};

export const isBinaryEndpoint = (key: EndpointKey): boolean => Object.hasOwn(binaryEndpoints, key);
