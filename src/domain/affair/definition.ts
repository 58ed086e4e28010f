import type { NodeId, ProcDefId, UserId } from './ids';

/** Who may hold a task: one person, or anyone of a department or unit. */
export type PrincipalKind = 'person' | 'department' | 'unit';
export interface Principal {
  readonly kind: PrincipalKind;
  readonly id: string;
}
/** A candidate handler of a node, as the tree selector shows it. */
export interface Candidate extends Principal {
  readonly label: string;
}

/** One field of a process's registration form. */
export interface FormFieldDef {
  readonly name: string;
  readonly label: string;
  readonly kind: 'text' | 'textarea' | 'number' | 'date';
  readonly required: boolean;
  readonly unit?: string;
  readonly maxLength?: number;
}

/** start: where registration puts the draft; task: a step someone handles; end: 办结. */
type NodeKind = 'start' | 'task' | 'end';
export interface ProcessNode {
  readonly id: NodeId;
  readonly name: string;
  readonly kind: NodeKind;
  /** Who may be chosen at this node; empty on the start node means anyone may register. */
  readonly candidates: readonly Candidate[];
}
export interface ProcessEdge {
  readonly from: NodeId;
  readonly to: NodeId;
}
/** A process definition as data. */
export interface ProcessDefinition {
  readonly id: ProcDefId;
  readonly name: string;
  /** The branch of the process tree it is registered from. */
  readonly category: string;
  readonly nodes: readonly ProcessNode[];
  readonly edges: readonly ProcessEdge[];
  /** The registration form. */
  readonly formFields: readonly FormFieldDef[];
}

/** The person using the engine: who they are and which departments and units they belong to. */
export interface Actor {
  readonly userId: UserId;
  readonly orgIds: readonly string[];
  /** May special-send, obsolete, restore, suspend and cancel suspension of any affair, and sees every affair. */
  readonly privileged: boolean;
}

export const findNode = (definition: ProcessDefinition, id: NodeId): ProcessNode | undefined =>
  definition.nodes.find((node) => node.id === id);

export const startNode = (definition: ProcessDefinition): ProcessNode | undefined => definition.nodes.find((node) => node.kind === 'start');

export const nextNodes = (definition: ProcessDefinition, from: NodeId): ProcessNode[] =>
  definition.edges.filter((edge) => edge.from === from).flatMap((edge) => definition.nodes.filter((node) => node.id === edge.to));

export const isEdge = (definition: ProcessDefinition, from: NodeId, to: NodeId): boolean =>
  definition.edges.some((edge) => edge.from === from && edge.to === to);

export const samePrincipal = (a: Principal, b: Principal): boolean => a.kind === b.kind && a.id === b.id;

export const isCandidate = (node: ProcessNode, handler: Principal): boolean =>
  node.candidates.some((candidate) => samePrincipal(candidate, handler));

/** Whether the principal designates this actor (themselves, or a department or unit they belong to). */
export const designates = (principal: Principal, actor: Actor): boolean =>
  principal.kind === 'person' ? principal.id === actor.userId : actor.orgIds.includes(principal.id);

export const person = (id: UserId): Principal => ({ kind: 'person', id });
