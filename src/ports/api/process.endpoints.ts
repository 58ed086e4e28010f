import type { BinaryPayload } from './envelope';
import type { Page } from './page.dto';
import type {
  AccreditAnswerBody,
  AccreditApplyBody,
  ActionButton,
  AffairCommand,
  AffairDetail,
  AffairWorking,
  BoxColumn,
  BoxQuery,
  BoxRow,
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
  SuperviseCreate,
  SuperviseDetail,
  SuperviseQuery,
  SuperviseRow,
  TransferBody,
  TurnBackBody,
} from './process.dto';

/** :boxType in paths and queries travels as text. */
type BoxTypeText = '1' | '2' | '3' | '4' | '5' | '6';

/**
 * SPEC section 7, Process (/api/process), the BPM diagram and supervision (/api/supervise).
 * Every action answers the affair as it now is, so the page never shows a stale state.
 */
export interface ProcessEndpoints {
  'GET /api/process/register/process-tree': { data: ProcessTreeNode[] };
  /** id = procDefId: registers a draft held by the caller. */
  'POST /api/process/register/new/:id': { params: { id: string }; body: RegisterBody; data: AffairWorking };
  'POST /api/process/register/cancel': { body: AffairCommand; data: AffairDetail };

  'POST /api/process/box/todo': { body: BoxQuery; data: Page<BoxRow> };
  'POST /api/process/box/done': { body: BoxQuery; data: Page<BoxRow> };
  'POST /api/process/box/finish': { body: BoxQuery; data: Page<BoxRow> };
  'POST /api/process/box/query': { body: BoxQuery; data: Page<BoxRow> };
  'POST /api/process/box/invalid': { body: BoxQuery; data: Page<BoxRow> };
  'POST /api/process/box/condition': { body: BoxQuery; data: Page<BoxRow> };
  'GET /api/process/box/columns': { query: { boxType: BoxTypeText }; data: BoxColumn[] };

  /** The affair detail call of SPEC section 7 (its path is not shown there). */
  'GET /api/process/handle/detail/:keyDigNumGather': { params: { keyDigNumGather: string }; query: { boxType?: BoxTypeText }; data: AffairDetail };
  'GET /api/process/handle/meta/:keyDigNumGather/:boxType': { params: { keyDigNumGather: string; boxType: BoxTypeText }; data: AffairWorking };
  'GET /api/process/button': { query: { keyDigNumGather: string }; data: ActionButton[] };

  'GET /api/process/handle/manual/forward/:id': { params: { id: string }; data: ForwardOptions };
  'GET /api/process/handle/manual/special-forward/:id': { params: { id: string }; data: ForwardOptions };
  'GET /api/process/handle/manual/turn-back-forward/:id': { params: { id: string }; data: ForwardOptions };
  'GET /api/process/handle/manual/transfer-forward/:id': { params: { id: string }; data: ForwardOptions };
  'POST /api/process/handle/manual/complete': { body: CompleteBody; data: AffairDetail };
  'POST /api/process/handle/turn-back': { body: TurnBackBody; data: AffairDetail };
  'POST /api/process/handle/transfer/:id': { params: { id: string }; body: TransferBody; data: AffairDetail };
  'POST /api/process/handle/get-back': { body: AffairCommand; data: AffairDetail };
  'POST /api/process/handle/obsolete': { body: AffairCommand; data: AffairDetail };
  'POST /api/process/handle/restore': { body: AffairCommand; data: AffairDetail };
  'POST /api/process/handle/suspend': { body: AffairCommand; data: AffairDetail };
  'POST /api/process/handle/suspend/cancel': { body: AffairCommand; data: AffairDetail };

  'GET /api/process/handle/accredit/users': { query: { keyDigNumGather: string }; data: HandlerOption[] };
  'POST /api/process/handle/accredit/apply': { body: AccreditApplyBody; data: AffairDetail };
  'GET /api/process/handle/accredit/:id': { params: { id: string }; data: DelegationRow[] };
  'POST /api/process/handle/accredit/answer': { body: AccreditAnswerBody; data: AffairDetail };

  'GET /api/process/history/work/record': { query: { keyDigNumGather: string }; data: HistoryRow[] };
  /** The process drawn as SVG with done and current nodes marked. */
  'GET /api/process/history/work/record/image': { query: { keyDigNumGather: string }; data: BinaryPayload };

  'POST /api/process/opinion/sendWorkOpinion': { body: AffairCommand & { readonly opinion: string }; data: AffairDetail };
  'POST /api/process/opinion/getWorkOpinions': { body: { keyDigNumGather: string }; data: OpinionsData };

  'POST /api/process/printReportTemplate/list': { body: { keyDigNumGather: string }; data: PrintTemplate[] };
  'POST /api/process/printReportTemplate/pdf': { query: { reportDefineId: string; keyDigNumGather: string }; data: BinaryPayload };
  'POST /api/process/printReportTemplate/word': { query: { reportId: string; keyDigNumGather: string }; data: BinaryPayload };

  'GET /api/bpm/repository/diagram/key/:key': { params: { key: string }; data: BpmnDiagram };

  'POST /api/supervise/list': { body: SuperviseQuery; data: Page<SuperviseRow> };
  'POST /api/supervise/create': { body: SuperviseCreate; data: SuperviseDetail };
  'GET /api/supervise/detail/:id': { params: { id: string }; data: SuperviseDetail };
  /** 催办: one reminder to the urged person. */
  'POST /api/supervise/urge/:id': { params: { id: string }; body: { text: string }; data: SuperviseDetail };
}
