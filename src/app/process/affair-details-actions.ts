import type { AffairDetail, HandlerRef } from '../../ports/api/process.dto';
import { OPINION_MAX } from '../../domain/validation/input-limits';
import type { ProcessApi, SimpleAction } from '../../ports/process.port';

/** What a dialog of the details page asks for; the affair key and version are added by the store. */
export type ActionRequest =
  | { readonly kind: 'complete'; readonly toNode: string; readonly handler?: HandlerRef; readonly special: boolean; readonly opinion: string }
  | { readonly kind: 'turnBack'; readonly toNode: string; readonly opinion: string }
  | { readonly kind: 'transfer'; readonly handler?: HandlerRef; readonly opinion: string }
  | { readonly kind: SimpleAction; readonly opinion: string }
  | { readonly kind: 'opinion'; readonly opinion: string }
  | { readonly kind: 'accreditApply'; readonly to?: string; readonly start: string; readonly end: string; readonly opinion: string }
  | { readonly kind: 'accreditAnswer'; readonly from: string; readonly accept: boolean; readonly opinion: string };

/** The server's limit on an opinion (the schemas' OPINION_MAX), so the box refuses what the server would. */
export const OPINION_MAX_LENGTH = OPINION_MAX;

export const actionMessages = {
  chooseNode: '请选择下一节点',
  chooseHandler: '请选择办理人',
  turnBackOpinion: '请填写退回意见',
  opinionRequired: '请填写意见',
  opinionTooLong: `意见不能超过 ${OPINION_MAX_LENGTH} 字`,
  chooseDelegate: '请选择被授权人',
  chooseRange: '请选择授权期限',
  stale: '该事务已被他人处理，页面已刷新为最新状态，您填写的内容已保留，请确认后重新提交',
} as const;

/**
 * Why a request cannot be sent as it is, or undefined. The dialogs show it beside the field and
 * the store refuses to send it, so an incomplete request never reaches the server.
 * `needsHandler` says whether the chosen node asks for a handler (an end node does not).
 */
export function requestProblem(request: ActionRequest, needsHandler = true): string | undefined {
  if (request.opinion.length > OPINION_MAX_LENGTH) return actionMessages.opinionTooLong;
  switch (request.kind) {
    case 'complete':
      if (request.toNode.length === 0) return actionMessages.chooseNode;
      return needsHandler && request.handler === undefined ? actionMessages.chooseHandler : undefined;
    case 'turnBack':
      if (request.toNode.length === 0) return actionMessages.chooseNode;
      return request.opinion.trim().length === 0 ? actionMessages.turnBackOpinion : undefined;
    case 'transfer':
      return request.handler === undefined ? actionMessages.chooseHandler : undefined;
    case 'opinion':
      return request.opinion.trim().length === 0 ? actionMessages.opinionRequired : undefined;
    case 'accreditApply':
      if (request.to === undefined || request.to.length === 0) return actionMessages.chooseDelegate;
      return request.start.length === 0 || request.end.length === 0 ? actionMessages.chooseRange : undefined;
    default:
      return undefined;
  }
}

const optionalOpinion = (opinion: string): { opinion?: string } => (opinion.trim().length === 0 ? {} : { opinion: opinion.trim() });

/** Sends one valid request for the affair at the version the user saw. */
export function sendRequest(api: ProcessApi, key: string, version: number, request: ActionRequest): Promise<AffairDetail> {
  const base = { keyDigNumGather: key, version, ...optionalOpinion(request.opinion) };
  switch (request.kind) {
    case 'complete':
      return api.complete({
        ...base,
        toNode: request.toNode,
        ...(request.handler === undefined ? {} : { handler: request.handler }),
        ...(request.special ? { special: true } : {}),
      });
    case 'turnBack':
      return api.turnBack({ ...base, toNode: request.toNode, opinion: request.opinion.trim() });
    case 'transfer':
      if (request.handler === undefined) return Promise.reject(new Error(actionMessages.chooseHandler));
      return api.transfer({ ...base, handler: request.handler });
    case 'opinion':
      return api.sendOpinion({ ...base, opinion: request.opinion.trim() });
    case 'accreditApply':
      return api.accreditApply({ ...base, to: request.to ?? '', start: request.start, end: request.end });
    case 'accreditAnswer':
      return api.accreditAnswer({ ...base, from: request.from, accept: request.accept });
    default:
      return api.simple(request.kind, base);
  }
}
