import type { ServiceIdentifier } from 'inversify';
import type { Page } from './api/page.dto';
import type {
  AccreditAnswerBody,
  AccreditApplyBody,
  ActionButton,
  AffairCommand,
  AffairDetail,
  AffairWorking,
  BoxColumn,
  BoxName,
  BoxQuery,
  BoxRow,
  BoxType,
  BpmnDiagram,
  CompleteBody,
  DelegationRow,
  ForwardOptions,
  HandlerOption,
  HistoryRow,
  OpinionsData,
  PrintTemplate,
  ProcessTreeNode,
  RegisterBody,
  TransferBody,
  TurnBackBody,
} from './api/process.dto';

/** Which forward options to ask for: send, special send, turn back or transfer. */
export type ForwardKind = 'forward' | 'special-forward' | 'turn-back-forward' | 'transfer-forward';
/** Actions whose body is only the affair, its version and an optional opinion. */
export type SimpleAction = 'cancelRegistration' | 'getBack' | 'obsolete' | 'restore' | 'suspend' | 'cancelSuspend';

/** A file made by the server (print report): bytes, type and the name to save it under. */
export interface DownloadedFile {
  readonly blob: Blob;
  readonly contentType: string;
  readonly fileName: string;
}

/**
 * Affairs (SPEC section 7, Process). Refusals reject with an ApiFailure whose message is the
 * server's Chinese reason (403 not yours, 409 已被他人处理 when the version is stale).
 */
export interface ProcessApi {
  processTree(): Promise<ProcessTreeNode[]>;
  register(procDefId: string, body: RegisterBody): Promise<AffairWorking>;

  box(name: BoxName, query: BoxQuery): Promise<Page<BoxRow>>;
  columns(boxType: BoxType): Promise<BoxColumn[]>;

  detail(keyDigNumGather: string, boxType?: BoxType): Promise<AffairDetail>;
  meta(keyDigNumGather: string, boxType: BoxType): Promise<AffairWorking>;
  buttons(keyDigNumGather: string): Promise<ActionButton[]>;

  forwardOptions(kind: ForwardKind, keyDigNumGather: string): Promise<ForwardOptions>;
  complete(body: CompleteBody): Promise<AffairDetail>;
  turnBack(body: TurnBackBody): Promise<AffairDetail>;
  transfer(body: TransferBody): Promise<AffairDetail>;
  simple(action: SimpleAction, body: AffairCommand): Promise<AffairDetail>;

  accreditUsers(keyDigNumGather: string): Promise<HandlerOption[]>;
  accreditApply(body: AccreditApplyBody): Promise<AffairDetail>;
  accreditList(keyDigNumGather: string): Promise<DelegationRow[]>;
  accreditAnswer(body: AccreditAnswerBody): Promise<AffairDetail>;

  history(keyDigNumGather: string): Promise<HistoryRow[]>;
  historyImage(keyDigNumGather: string): Promise<DownloadedFile>;
  sendOpinion(body: AffairCommand & { readonly opinion: string }): Promise<AffairDetail>;
  opinions(keyDigNumGather: string): Promise<OpinionsData>;

  printTemplates(keyDigNumGather: string): Promise<PrintTemplate[]>;
  printPdf(reportDefineId: string, keyDigNumGather: string): Promise<DownloadedFile>;
  printWord(reportId: string, keyDigNumGather: string): Promise<DownloadedFile>;

  diagram(key: string): Promise<BpmnDiagram>;
}
export const ProcessApi = Symbol.for('ProcessApi') as ServiceIdentifier<ProcessApi>;
