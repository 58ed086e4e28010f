/** What the affair calls answer (SPEC section 7, Process); ports re-export these as the API's DTOs. */
import type { AffairAction, AffairStatus } from './affair';
import type { FormFieldDef, PrincipalKind } from './definition';
import type { PeopleTreeOption } from '../directory/directory';


/** SPEC section 4, affair boxes: 1 待办, 2 已办, 3 办结, 4 查询, 5 作废, 6 条件查询 (default 1). */
export type BoxType = 1 | 2 | 3 | 4 | 5 | 6;
export type BoxName = 'todo' | 'done' | 'finish' | 'query' | 'invalid' | 'condition';

/** A category of the process tree, or a process definition (leaf: procDefId set). */
export interface ProcessTreeNode {
  readonly id: string;
  readonly label: string;
  readonly procDefId?: string;
  readonly children?: readonly ProcessTreeNode[];
  /** On a leaf: the fields of its registration form (a new affair has no detail to read them from). */
  readonly formFields?: readonly FormFieldDef[];
}

/** POST /register/new/:id (id = procDefId). */
export interface RegisterBody {
  readonly title: string;
  readonly formData: Readonly<Record<string, string>>;
}

/** SPEC section 3, affair working data (GET /handle/meta/:keyDigNumGather/:boxType, and what register answers). */
export interface AffairWorking {
  readonly boxType: BoxType;
  readonly curTime: string;
  readonly keyDigNumGather: string;
  readonly keyTypeCode: number;
  readonly procDefId: string;
  readonly roles: readonly string[];
  readonly taskId: string;
  readonly taskDefKey: string;
  readonly stateEnum: number;
  readonly taskTodo: boolean;
  readonly keyNumGather: string;
}

/** The body of every box call; the condition box uses every filter, the others title and paging. */
export interface BoxQuery {
  readonly pageIndex: number;
  readonly pageSize: number;
  readonly title?: string;
  readonly procDefId?: string;
  readonly status?: AffairStatus;
  /** YYYY-MM-DD, inclusive, on the time of the last step. */
  readonly startTime?: string;
  readonly endTime?: string;
  readonly registrantName?: string;
  readonly orderBy?: 'updatedAt' | 'registeredAt' | 'title';
  readonly order?: 'asc' | 'desc';
}

export interface BoxRow {
  readonly keyDigNumGather: string;
  readonly keyNumGather: string;
  readonly title: string;
  readonly procDefId: string;
  readonly processName: string;
  /** The node of the open task, or the last node reached. */
  readonly nodeName: string;
  readonly status: AffairStatus;
  readonly statusLabel: string;
  /** Who holds the open task (a person or a department), empty when none. */
  readonly handlerName: string;
  readonly registrantName: string;
  /** YYYY-MM-DD HH:mm (UTC+8). */
  readonly registeredAt: string;
  readonly updatedAt: string;
  readonly supervised: boolean;
  readonly overdueSupervision: boolean;
}

/** GET /box/columns?boxType=: what a box shows, in order. */
export interface BoxColumn {
  readonly prop: Exclude<keyof BoxRow, 'keyDigNumGather' | 'keyNumGather' | 'procDefId' | 'status' | 'supervised' | 'overdueSupervision'>;
  readonly label: string;
  readonly width?: number;
  readonly sortable: boolean;
}

/** The affair detail call (path not shown in SPEC; here GET /handle/detail/:keyDigNumGather?boxType=). */
export interface AffairDetail {
  readonly keyDigNumGather: string;
  readonly keyNumGather: string;
  readonly title: string;
  readonly procDefId: string;
  readonly processName: string;
  readonly status: AffairStatus;
  readonly statusLabel: string;
  readonly formFields: readonly FormFieldDef[];
  readonly formData: Readonly<Record<string, string>>;
  readonly currentNodeId?: string;
  readonly currentNodeName?: string;
  /** Nodes already passed (for the diagram). */
  readonly doneNodeIds: readonly string[];
  readonly handlerName: string;
  readonly registrantName: string;
  readonly registeredAt: string;
  readonly updatedAt: string;
  /** Optimistic concurrency: the number of history entries; every action sends it back. */
  readonly version: number;
  readonly delegations: readonly DelegationRow[];
}

/** GET /button?keyDigNumGather=: the actions this user may take now. */
export interface ActionButton {
  readonly action: AffairAction;
  readonly label: string;
}

/** A candidate handler as the tree selector shows it (person: type TbUser; unit: asUnit). */
export type HandlerOption = PeopleTreeOption;

/** A node the task may go to, with its candidate handlers (none for the end node). */
export interface ForwardNode {
  readonly id: string;
  readonly name: string;
  readonly kind: 'task' | 'end';
  readonly handlers: readonly HandlerOption[];
}

/** GET /handle/manual/forward|special-forward|turn-back-forward|transfer-forward/:id. */
export interface ForwardOptions {
  readonly version: number;
  readonly nodes: readonly ForwardNode[];
}

export interface HandlerRef {
  readonly kind: PrincipalKind;
  readonly id: string;
}

/** Every action body names the affair and the version the user saw (stale: refused, nothing applied). */
export interface AffairCommand {
  readonly keyDigNumGather: string;
  readonly version: number;
  readonly opinion?: string;
}
/** POST /handle/manual/complete: send (special true: special send). */
export interface CompleteBody extends AffairCommand {
  readonly toNode: string;
  readonly handler?: HandlerRef;
  readonly special?: boolean;
}
/** POST /handle/turn-back: the opinion is required. */
export interface TurnBackBody extends AffairCommand {
  readonly toNode: string;
  readonly opinion: string;
}
/** POST /handle/transfer/:id. */
export interface TransferBody extends AffairCommand {
  readonly handler: HandlerRef;
}
/** POST /handle/accredit/apply. */
export interface AccreditApplyBody extends AffairCommand {
  readonly to: string;
  readonly start: string;
  readonly end: string;
}
/** POST /handle/accredit/answer: the delegate accepts or declines (declining ends the delegation). */
export interface AccreditAnswerBody extends AffairCommand {
  readonly from: string;
  readonly accept: boolean;
}

export interface DelegationRow {
  readonly from: string;
  readonly fromName: string;
  readonly to: string;
  readonly toName: string;
  readonly start: string;
  readonly end: string;
}

/** GET /history/work/record?keyDigNumGather=: one row per accepted action, oldest first. */
export interface HistoryRow {
  readonly index: number;
  readonly action: AffairAction | 'accreditAnswer';
  readonly actionLabel: string;
  readonly actorName: string;
  readonly onBehalfOfName?: string;
  /** YYYY-MM-DD HH:mm:ss (UTC+8). */
  readonly at: string;
  readonly fromNodeName: string;
  readonly toNodeName: string;
  readonly opinion?: string;
}

/** POST /opinion/getWorkOpinions. */
export interface OpinionRow {
  readonly actorName: string;
  readonly nodeName: string;
  readonly at: string;
  readonly opinion: string;
}
export interface OpinionsData {
  readonly opinions: readonly OpinionRow[];
  /** Common phrases offered by the opinion box. */
  readonly phrases: readonly string[];
}

/** POST /printReportTemplate/list. */
export interface PrintTemplate {
  readonly reportDefineId: string;
  readonly reportId: string;
  readonly name: string;
}

/** GET /api/bpm/repository/diagram/key/:key (key = procDefId without its version suffix). */
export interface BpmnDiagram {
  readonly key: string;
  readonly name: string;
  readonly xml: string;
}

/** Supervision (督办): SPEC section 3, the filter form and a row. */
export interface SuperviseQuery {
  readonly pageIndex: number;
  readonly pageSize: number;
  readonly startTime?: string;
  readonly endTime?: string;
  readonly supName?: string;
}
export interface SuperviseRow {
  readonly id: string;
  readonly supName: string;
  readonly keyDigNumGather: string;
  readonly keyNumGather: string;
  readonly affairTitle: string;
  /** YYYY-MM-DD. */
  readonly deadline: string;
  readonly supervisorName: string;
  readonly urgedName: string;
  readonly createdAt: string;
  readonly affairStatusLabel: string;
  readonly overdue: boolean;
  readonly reminders: number;
  /** The temporary land use it urges, instead of an affair. */
  readonly temporaryLandId?: string;
}
export interface SuperviseCreate {
  readonly keyDigNumGather: string;
  readonly supName: string;
  readonly deadline: string;
  readonly urgedUserId: string;
  readonly content: string;
}
export interface SuperviseDetail extends SuperviseRow {
  readonly content: string;
  /** Whether the user who asked may send 催办 (the service decides, by user id). */
  readonly mayUrge: boolean;
  readonly reminderLog: readonly { readonly at: string; readonly byName: string; readonly text: string }[];
}
