import { abateFiling, recallFiling, reportFiling, reviewFiling } from '../../../src/domain/filing/service/flow';
import { checkStoredFiling, filingDetail, filingHistory, filingSubParams } from '../../../src/domain/filing/service/detail';
import { deleteFiling, saveFiling } from '../../../src/domain/filing/service/save';
import { filingList } from '../../../src/domain/filing/service/list';
import { route, type RouteHost } from '../../http/typed-route';
import { changeFilings, readFilings, unwrapFiling } from './book';
import {
  cancelBody,
  checkParams,
  commonParams,
  commonQuery,
  idParams,
  keyParams,
  keyQuery,
  keyVersionBody,
  listBody,
  listParams,
  listQueryOf,
  reviewBody,
  saveBodyShape,
  shapedSaveBody,
  versionBody,
} from '../../../src/ports/api/filing.schema';

/** Lists, details, history, the data check and every step of a record's life up to filing. */
export function recordRoutes(host: RouteHost): void {
  route(host, 'POST /api/op/filing/list/:listName', { auth: 'bearer', input: { params: listParams, body: listBody } }, async ({ params, body }, ctx) =>
    readFilings(ctx, (call) => filingList(call, params.listName, listQueryOf(body))),
  );
  route(host, 'GET /api/op/filing/detail/:keyNumGather', { auth: 'bearer', input: { params: keyParams } }, async ({ params }, ctx) =>
    readFilings(ctx, (call) => filingDetail(call, params.keyNumGather)),
  );
  route(host, 'POST /api/op/filing/save', { auth: 'bearer', input: { body: saveBodyShape } }, async ({ body }, ctx) => changeFilings(ctx, (call) => saveFiling(call, unwrapFiling(shapedSaveBody(body)))));
  route(host, 'POST /api/op/filing/report/:id', { auth: 'bearer', input: { params: idParams, body: versionBody } }, async ({ params, body }, ctx) =>
    changeFilings(ctx, (call) => reportFiling(call, params.id, body)),
  );
  route(host, 'POST /api/op/filing/review/:id', { auth: 'bearer', input: { params: idParams, body: reviewBody } }, async ({ params, body }, ctx) =>
    changeFilings(ctx, (call) => reviewFiling(call, params.id, body)),
  );
  route(host, 'POST /api/op/handle/delete', { auth: 'bearer', input: { body: keyVersionBody } }, async ({ body }, ctx) =>
    changeFilings(ctx, (call) => deleteFiling(call, body)),
  );
  route(host, 'POST /api/op/backflow/:id', { auth: 'bearer', input: { params: idParams, body: versionBody } }, async ({ params, body }, ctx) =>
    changeFilings(ctx, (call) => recallFiling(call, params.id, body)),
  );
  route(
    host,
    'POST /api/op/form/datas/abatement',
    { auth: 'bearer', input: { body: cancelBody } },
    async ({ body }, ctx) => changeFilings(ctx, (call) => abateFiling(call, body)),
  );
  route(host, 'GET /api/op/history/entity', { auth: 'bearer', input: { query: keyQuery } }, async ({ query }, ctx) =>
    readFilings(ctx, (call) => filingHistory(call, query.keyNumGather)),
  );
  route(host, 'GET /api/op/dataCheck/checkFormData/:a/:b', { auth: 'bearer', input: { params: checkParams } }, async ({ params }, ctx) => [
    ...readFilings(ctx, (call) => checkStoredFiling(call, params.a, params.b)),
  ]);
  route(
    host,
    'POST /api/op/common/params/:key',
    { auth: 'bearer', input: { params: commonParams, query: commonQuery } },
    async ({ params, query }, ctx) => readFilings(ctx, (call) => filingSubParams(call, params.key, query.type === '2' ? 2 : 4)),
  );
}
