import type { Affair } from '../affair';
import { findNode, nextNodes, samePrincipal, type Actor, type Candidate, type ProcessDefinition, type ProcessNode } from '../definition';
import { GUARDS, lastHandlerOf, passedNodes } from '../guards';
import { versionOf } from '../concurrency';
import type { Refusal } from '../refusals';
import type { ForwardNode, ForwardOptions, HandlerOption } from '../wire';
import { ok } from '../../shared/result';
import { definitionOf, principalName, refused } from './directory';
import type { AffairBook, Directory, ForwardKind, Served } from './types';
import { visibleAffair } from './working';

/**
 * A handler as a selectable leaf of the tree selector: the id is the person's userId or the
 * department's deptId (they never collide); type TbUser marks a person, asUnit a bureau.
 */
const handlerLeaf = (candidate: Candidate): HandlerOption =>
  candidate.kind === 'person'
    ? { id: candidate.id, label: candidate.label, type: 'TbUser' }
    : { id: candidate.id, label: candidate.label, ...(candidate.kind === 'unit' ? { asUnit: true } : {}) };

const forwardNode = (node: ProcessNode, handlers: readonly Candidate[]): ForwardNode => ({
  id: node.id,
  name: node.name,
  kind: node.kind === 'end' ? 'end' : 'task',
  handlers: node.kind === 'end' ? [] : handlers.map(handlerLeaf),
});

/** Where each kind may send the task, or the refusal that the action itself would give. */
function nodesFor(kind: ForwardKind, affair: Affair, definition: ProcessDefinition, dir: Directory, actor: Actor, at: string): Refusal | ForwardNode[] {
  const here = affair.task?.node;
  switch (kind) {
    case 'forward':
      return GUARDS.send(affair, actor, at) ?? (here === undefined ? [] : nextNodes(definition, here)).map((n) => forwardNode(n, n.candidates));
    case 'special-forward':
      return GUARDS.specialSend(affair, actor) ?? definition.nodes.filter((n) => n.kind !== 'start' && n.id !== here).map((n) => forwardNode(n, n.candidates));
    case 'turn-back-forward':
      return (
        GUARDS.turnBack(affair, actor, at) ??
        passedNodes(affair).flatMap((id) => {
          const node = findNode(definition, id);
          const handler = lastHandlerOf(affair, id);
          return node === undefined || handler === undefined ? [] : [forwardNode(node, [{ kind: 'person', id: handler, label: principalName(dir, { kind: 'person', id: handler }) }])];
        })
      );
    case 'transfer-forward': {
      const node = here === undefined ? undefined : findNode(definition, here);
      const assignee = affair.task?.assignee;
      const others = node?.candidates.filter((c) => assignee === undefined || !samePrincipal(c, assignee)) ?? [];
      return GUARDS.transfer(affair, actor, at) ?? (node === undefined ? [] : [forwardNode(node, others)]);
    }
  }
}

/** GET /handle/manual/{kind}/:key: the nodes and candidate handlers for send, special send, turn back or transfer. */
export function forwardOptions(book: AffairBook, dir: Directory, userId: string, kind: ForwardKind, key: string, at: string): Served<ForwardOptions> {
  const found = visibleAffair(book, dir, userId, key);
  if (!found.ok) return found;
  const { stored, actor } = found.value;
  const definition = definitionOf(stored.affair.procDefId);
  if (!definition.ok) return definition;
  const nodes = nodesFor(kind, stored.affair, definition.value, dir, actor, at);
  if (!Array.isArray(nodes)) return refused(nodes as Refusal);
  return ok({ version: versionOf(stored.affair), nodes });
}
