import { applyWithdrawal, decideWithdrawal, licenseIndex, licenseOf, reviewFiling, withdrawalRows } from '../../../src/domain/filing/service';
import { chinaToday } from '../../../src/domain/filing/calendar-date';
import { integer, literal, object } from '../../http/schema';
import { route, type RouteHost } from '../../http/typed-route';
import { atOf } from '../process/book';
import { changeFilings, readFilings } from './book';
import { filingKey, idParams, reasonText, typeCode, version, versionBody } from './schemas';

/** 退卷申请 (tuijuan) and the filing-number calls (license). */
export function withdrawalRoutes(host: RouteHost): void {
  route(
    host,
    'POST /api/op/tuijuan/shenqing/:id',
    { auth: 'bearer', input: { params: idParams, body: object({ version, reason: reasonText('退卷理由') }) } },
    async ({ params, body }, ctx) => changeFilings(ctx, (call) => applyWithdrawal(call, params.id, body)),
  );
  route(host, 'GET /api/op/tuijuan/getCheckData', { auth: 'bearer', input: {} }, async (_input, ctx) => readFilings(ctx, (call) => withdrawalRows(call)));
  route(
    host,
    'POST /api/op/tuijuan/shenqingpass/:id',
    { auth: 'bearer', input: { params: idParams, query: object({ checkStatus: literal(['1', '2'], '审批结果') }), body: versionBody } },
    async ({ params, query, body }, ctx) => changeFilings(ctx, (call) => decideWithdrawal(call, params.id, query.checkStatus === '1' ? 1 : 2, body.version)),
  );

  route(host, 'POST /api/op/license/createOpLicense', { auth: 'bearer', input: { body: object({ keyNumGather: filingKey, version }) } }, async ({ body }, ctx) =>
    changeFilings(ctx, (call) => reviewFiling(call, body.keyNumGather, { version: body.version, decision: 'pass' })),
  );
  route(host, 'POST /api/op/license/getOpLicense', { auth: 'bearer', input: { body: object({ keyNumGather: filingKey }) } }, async ({ body }, ctx) =>
    readFilings(ctx, (call) => licenseOf(call, body.keyNumGather)),
  );
  route(host, 'GET /api/op/license/getOpLicenseIndex/:id', { auth: 'bearer', input: { params: object({ id: typeCode }) } }, async ({ params }, ctx) => {
    const year = Number((chinaToday(Date.parse(atOf(ctx.server))) ?? '2026').slice(0, 4));
    return readFilings(ctx, (call) => licenseIndex(call, params.id, year));
  });
  route(
    host,
    'POST /api/op/license/getOpLicenseMax',
    { auth: 'bearer', input: { body: object({ keyTypeCode: typeCode, year: integer({ min: 2000, max: 2100, label: '年度' }) }) } },
    async ({ body }, ctx) => readFilings(ctx, (call) => licenseIndex(call, body.keyTypeCode, body.year)),
  );
}
