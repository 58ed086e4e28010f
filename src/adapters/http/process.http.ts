import { inject, injectable } from 'inversify';
import type { Page } from '../../ports/api/page.dto';
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
} from '../../ports/api/process.dto';
import type { DownloadedFile, ForwardKind, ProcessApi, SimpleAction } from '../../ports/process.port';
import { ApiCaller, type CallOptions } from './api-caller';
import { downloadFile } from './file-download';
import { HttpClients } from './http-client';

/**
 * Parts of the details page that load beside the affair (buttons, columns, panels): no overlay,
 * which would flash once per panel; failures still show their message.
 */
const beside: CallOptions = { silent: true };

const boxPaths = {
  todo: 'POST /api/process/box/todo',
  done: 'POST /api/process/box/done',
  finish: 'POST /api/process/box/finish',
  query: 'POST /api/process/box/query',
  invalid: 'POST /api/process/box/invalid',
  condition: 'POST /api/process/box/condition',
} as const satisfies Record<BoxName, string>;

const forwardPaths = {
  forward: 'GET /api/process/handle/manual/forward/:id',
  'special-forward': 'GET /api/process/handle/manual/special-forward/:id',
  'turn-back-forward': 'GET /api/process/handle/manual/turn-back-forward/:id',
  'transfer-forward': 'GET /api/process/handle/manual/transfer-forward/:id',
} as const satisfies Record<ForwardKind, string>;

const simplePaths = {
  cancelRegistration: 'POST /api/process/register/cancel',
  getBack: 'POST /api/process/handle/get-back',
  obsolete: 'POST /api/process/handle/obsolete',
  restore: 'POST /api/process/handle/restore',
  suspend: 'POST /api/process/handle/suspend',
  cancelSuspend: 'POST /api/process/handle/suspend/cancel',
} as const satisfies Record<SimpleAction, string>;

const boxTypeText = (boxType: BoxType): `${BoxType}` => `${boxType}`;

/** ProcessApi over HTTP (SPEC section 7, /api/process, and the BPM diagram). */
@injectable()
export class HttpProcessApi implements ProcessApi {
  constructor(
    @inject(ApiCaller) private readonly api: ApiCaller,
    @inject(HttpClients) private readonly clients: HttpClients,
  ) {}

  processTree(): Promise<ProcessTreeNode[]> {
    return this.api.call('GET /api/process/register/process-tree', {});
  }

  register(procDefId: string, body: RegisterBody): Promise<AffairWorking> {
    return this.api.call('POST /api/process/register/new/:id', { params: { id: procDefId }, body });
  }

  box(name: BoxName, query: BoxQuery): Promise<Page<BoxRow>> {
    return this.api.call(boxPaths[name], { body: query });
  }

  columns(boxType: BoxType): Promise<BoxColumn[]> {
    return this.api.call('GET /api/process/box/columns', { query: { boxType: boxTypeText(boxType) } }, beside);
  }

  detail(keyDigNumGather: string, boxType?: BoxType): Promise<AffairDetail> {
    const query = boxType === undefined ? {} : { boxType: boxTypeText(boxType) };
    return this.api.call('GET /api/process/handle/detail/:keyDigNumGather', { params: { keyDigNumGather }, query });
  }

  meta(keyDigNumGather: string, boxType: BoxType): Promise<AffairWorking> {
    return this.api.call('GET /api/process/handle/meta/:keyDigNumGather/:boxType', { params: { keyDigNumGather, boxType: boxTypeText(boxType) } });
  }

  buttons(keyDigNumGather: string): Promise<ActionButton[]> {
    return this.api.call('GET /api/process/button', { query: { keyDigNumGather } }, beside);
  }

  forwardOptions(kind: ForwardKind, keyDigNumGather: string): Promise<ForwardOptions> {
    return this.api.call(forwardPaths[kind], { params: { id: keyDigNumGather } });
  }

  complete(body: CompleteBody): Promise<AffairDetail> {
    return this.api.call('POST /api/process/handle/manual/complete', { body });
  }

  turnBack(body: TurnBackBody): Promise<AffairDetail> {
    return this.api.call('POST /api/process/handle/turn-back', { body });
  }

  transfer(body: TransferBody): Promise<AffairDetail> {
    return this.api.call('POST /api/process/handle/transfer/:id', { params: { id: body.keyDigNumGather }, body });
  }

  simple(action: SimpleAction, body: AffairCommand): Promise<AffairDetail> {
    return this.api.call(simplePaths[action], { body });
  }

  accreditUsers(keyDigNumGather: string): Promise<HandlerOption[]> {
    return this.api.call('GET /api/process/handle/accredit/users', { query: { keyDigNumGather } });
  }

  accreditApply(body: AccreditApplyBody): Promise<AffairDetail> {
    return this.api.call('POST /api/process/handle/accredit/apply', { body });
  }

  accreditList(keyDigNumGather: string): Promise<DelegationRow[]> {
    return this.api.call('GET /api/process/handle/accredit/:id', { params: { id: keyDigNumGather } }, beside);
  }

  accreditAnswer(body: AccreditAnswerBody): Promise<AffairDetail> {
    return this.api.call('POST /api/process/handle/accredit/answer', { body });
  }

  history(keyDigNumGather: string): Promise<HistoryRow[]> {
    return this.api.call('GET /api/process/history/work/record', { query: { keyDigNumGather } }, beside);
  }

  historyImage(keyDigNumGather: string): Promise<DownloadedFile> {
    return downloadFile(this.clients, 'GET /api/process/history/work/record/image', { params: { keyDigNumGather } }, `流程图-${keyDigNumGather}.svg`, beside);
  }

  sendOpinion(body: AffairCommand & { readonly opinion: string }): Promise<AffairDetail> {
    return this.api.call('POST /api/process/opinion/sendWorkOpinion', { body });
  }

  opinions(keyDigNumGather: string): Promise<OpinionsData> {
    return this.api.call('POST /api/process/opinion/getWorkOpinions', { body: { keyDigNumGather } }, beside);
  }

  printTemplates(keyDigNumGather: string): Promise<PrintTemplate[]> {
    return this.api.call('POST /api/process/printReportTemplate/list', { body: { keyDigNumGather } }, beside);
  }

  printPdf(reportDefineId: string, keyDigNumGather: string): Promise<DownloadedFile> {
    return downloadFile(this.clients, 'POST /api/process/printReportTemplate/pdf', { params: { reportDefineId, keyDigNumGather } }, `事务办理单-${keyDigNumGather}.pdf`);
  }

  printWord(reportId: string, keyDigNumGather: string): Promise<DownloadedFile> {
    return downloadFile(this.clients, 'POST /api/process/printReportTemplate/word', { params: { reportId, keyDigNumGather } }, `事务办理单-${keyDigNumGather}.docx`);
  }

  diagram(key: string): Promise<BpmnDiagram> {
    return this.api.call('GET /api/bpm/repository/diagram/key/:key', { params: { key } }, beside);
  }
}
