import { applyWithdrawal, decideWithdrawal, withdrawalRows } from '../../../src/domain/filing/service/withdrawal';
import { licenseIndex, licenseOf } from '../../../src/domain/filing/service/license';
import { reviewFiling } from '../../../src/domain/filing/service/flow';
import { chinaToday } from '../../../src/domain/filing/calendar-date';
import { route, type RouteHost } from '../../http/typed-route';
import { atOf } from '../process/book';
import { changeFilings, readFilings } from './book';
import { checkStatusQuery, idParams, keyBody, keyVersionBody, licenseIndexBody, typeParams, versionBody, withdrawBody } from '../../../src/ports/api/filing.schema';

/** 退卷申请 (tuijuan) and the filing-number calls (license). */
export function withdrawalRoutes(host: RouteHost): void {
  route(
    host,
    'POST /api/op/tuijuan/shenqing/:id',
    { auth: 'bearer', input: { params: idParams, body: withdrawBody } },
    async ({ params, body }, ctx) => changeFilings(ctx, (call) => applyWithdrawal(call, params.id, body)),
  );
  route(host, 'GET /api/op/tuijuan/getCheckData', { auth: 'bearer', input: {} }, async (_input, ctx) => readFilings(ctx, (call) => withdrawalRows(call)));
  route(
    host,
    'POST /api/op/tuijuan/shenqingpass/:id',
    { auth: 'bearer', input: { params: idParams, query: checkStatusQuery, body: versionBody } },
    async ({ params, query, body }, ctx) => changeFilings(ctx, (call) => decideWithdrawal(call, params.id, query.checkStatus === '1' ? 1 : 2, body.version)),
  );

  route(host, 'POST /api/op/license/createOpLicense', { auth: 'bearer', input: { body: keyVersionBody } }, async ({ body }, ctx) =>
    changeFilings(ctx, (call) => reviewFiling(call, body.keyNumGather, { version: body.version, decision: 'pass' })),
  );
  route(host, 'POST /api/op/license/getOpLicense', { auth: 'bearer', input: { body: keyBody } }, async ({ body }, ctx) =>
    readFilings(ctx, (call) => licenseOf(call, body.keyNumGather)),
  );
  route(host, 'GET /api/op/license/getOpLicenseIndex/:id', { auth: 'bearer', input: { params: typeParams } }, async ({ params }, ctx) => {
    const year = Number((chinaToday(Date.parse(atOf(ctx.server))) ?? '2026').slice(0, 4));
    return readFilings(ctx, (call) => licenseIndex(call, params.id, year));
  });
  route(
    host,
    'POST /api/op/license/getOpLicenseMax',
    { auth: 'bearer', input: { body: licenseIndexBody } },
    async ({ body }, ctx) => readFilings(ctx, (call) => licenseIndex(call, body.keyTypeCode, body.year)),
  );
}
