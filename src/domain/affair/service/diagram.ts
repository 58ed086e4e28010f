import type { ProcessDefinition, ProcessNode } from '../definition';
import { SEED_DEFINITIONS } from '../definitions';
import type { BpmnDiagram } from '../wire';
import { ok } from '../../shared/result';
import { failure } from './directory';
import { currentNodeOf, doneNodesOf } from './rows';
import type { AffairBook, Directory, Served } from './types';
import { visibleAffair } from './working';

/** A left-to-right layout: events are circles, tasks boxes, one column per node in definition order. */
interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}
const STEP = 170;
const TASK = { width: 110, height: 60 } as const;
const EVENT = 36;
const MID_Y = 120;

function layout(definition: ProcessDefinition): Map<string, Box> {
  return new Map(
    definition.nodes.map((node, index) => {
      const centre = 60 + index * STEP;
      const size = node.kind === 'task' ? TASK : { width: EVENT, height: EVENT };
      return [node.id, { x: centre - size.width / 2, y: MID_Y - size.height / 2, width: size.width, height: size.height }];
    }),
  );
}

/** The waypoints of an edge: straight when it goes to the next column, over the top when it skips some. */
function waypoints(from: Box, to: Box): { x: number; y: number }[] {
  const start = { x: from.x + from.width, y: from.y + from.height / 2 };
  const end = { x: to.x, y: to.y + to.height / 2 };
  if (to.x - (from.x + from.width) <= STEP) return [start, end];
  const top = MID_Y - TASK.height / 2 - 40;
  return [
    { x: from.x + from.width / 2, y: from.y },
    { x: from.x + from.width / 2, y: top },
    { x: to.x + to.width / 2, y: top },
    { x: to.x + to.width / 2, y: to.y },
  ];
}

const escape = (text: string): string => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
const flowId = (index: number): string => `Flow_${index + 1}`;
const tag = (node: ProcessNode): string => (node.kind === 'start' ? 'startEvent' : node.kind === 'end' ? 'endEvent' : 'userTask');

/** BPMN 2.0 XML with diagram interchange; element ids are the node ids so the client can mark the current node. */
function bpmnXml(definition: ProcessDefinition): string {
  const key = definition.id.split(':')[0] ?? definition.id;
  const boxes = layout(definition);
  const flows = definition.edges.map((e, i) => `    <bpmn:sequenceFlow id="${flowId(i)}" sourceRef="${e.from}" targetRef="${e.to}" />`);
  const elements = definition.nodes.map((node) => {
    const incoming = definition.edges.flatMap((e, i) => (e.to === node.id ? [`<bpmn:incoming>${flowId(i)}</bpmn:incoming>`] : []));
    const outgoing = definition.edges.flatMap((e, i) => (e.from === node.id ? [`<bpmn:outgoing>${flowId(i)}</bpmn:outgoing>`] : []));
    return `    <bpmn:${tag(node)} id="${node.id}" name="${escape(node.name)}">${[...incoming, ...outgoing].join('')}</bpmn:${tag(node)}>`;
  });
  const shapes = definition.nodes.map((node) => {
    const b = boxes.get(node.id) ?? { x: 0, y: 0, width: EVENT, height: EVENT };
    return `      <bpmndi:BPMNShape id="${node.id}_di" bpmnElement="${node.id}"><dc:Bounds x="${b.x}" y="${b.y}" width="${b.width}" height="${b.height}" /></bpmndi:BPMNShape>`;
  });
  const edges = definition.edges.map((e, i) => {
    const from = boxes.get(e.from);
    const to = boxes.get(e.to);
    const points = from === undefined || to === undefined ? [] : waypoints(from, to);
    return `      <bpmndi:BPMNEdge id="${flowId(i)}_di" bpmnElement="${flowId(i)}">${points.map((p) => `<di:waypoint x="${p.x}" y="${p.y}" />`).join('')}</bpmndi:BPMNEdge>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" id="Definitions_${key}" targetNamespace="http://bpmn.io/schema/bpmn">`,
    `  <bpmn:process id="${key}" name="${escape(definition.name)}" isExecutable="true">`,
    ...elements,
    ...flows,
    '  </bpmn:process>',
    `  <bpmndi:BPMNDiagram id="BPMNDiagram_${key}">`,
    `    <bpmndi:BPMNPlane id="BPMNPlane_${key}" bpmnElement="${key}">`,
    ...shapes,
    ...edges,
    '    </bpmndi:BPMNPlane>',
    '  </bpmndi:BPMNDiagram>',
    '</bpmn:definitions>',
    '',
  ].join('\n');
}

/** GET /api/bpm/repository/diagram/key/:key (key = procDefId without its version). */
export function diagramOf(key: string): Served<BpmnDiagram> {
  const definition = SEED_DEFINITIONS.find((d) => d.id.startsWith(`${key}:`));
  return definition === undefined ? failure(404, '流程图不存在') : ok({ key, name: definition.name, xml: bpmnXml(definition) });
}

const DONE = '#52c41a';
const CURRENT = '#fa8c16';
const IDLE = '#8c8c8c';

/** The history image: the same layout as SVG, done nodes green, the current node orange. */
export function diagramSvg(book: AffairBook, dir: Directory, userId: string, key: string): Served<string> {
  const found = visibleAffair(book, dir, userId, key);
  if (!found.ok) return found;
  const { affair } = found.value.stored;
  const definition = SEED_DEFINITIONS.find((d) => d.id === affair.procDefId);
  if (definition === undefined) return failure(404, '流程图不存在');
  const boxes = layout(definition);
  const done = new Set(doneNodesOf(affair));
  const current = affair.status === 'finished' ? undefined : currentNodeOf(affair);
  const colour = (id: string): string => (id === current ? CURRENT : done.has(id) ? DONE : IDLE);
  const width = 60 + definition.nodes.length * STEP;
  const lines = definition.edges.map((e) => {
    const from = boxes.get(e.from);
    const to = boxes.get(e.to);
    const points = from === undefined || to === undefined ? [] : waypoints(from, to);
    return `<polyline points="${points.map((p) => `${p.x},${p.y}`).join(' ')}" fill="none" stroke="#595959" stroke-width="1.5" marker-end="url(#arrow)" />`;
  });
  const nodes = definition.nodes.map((node) => {
    const b = boxes.get(node.id) ?? { x: 0, y: 0, width: EVENT, height: EVENT };
    const stroke = colour(node.id);
    const shape =
      node.kind === 'task'
        ? `<rect x="${b.x}" y="${b.y}" width="${b.width}" height="${b.height}" rx="8" fill="#fff" stroke="${stroke}" stroke-width="3" />`
        : `<circle cx="${b.x + b.width / 2}" cy="${b.y + b.height / 2}" r="${b.width / 2}" fill="#fff" stroke="${stroke}" stroke-width="${node.kind === 'end' ? 4 : 2}" />`;
    const labelY = node.kind === 'task' ? b.y + b.height / 2 + 5 : b.y + b.height + 18;
    return `<g data-node-id="${node.id}">${shape}<text x="${b.x + b.width / 2}" y="${labelY}" text-anchor="middle" fill="${stroke}">${escape(node.name)}</text></g>`;
  });
  return ok(
    [
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="240" viewBox="0 0 ${width} 240" font-family="'Noto Sans CJK SC', 'Microsoft YaHei', sans-serif" font-size="14">`,
      '<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M 0 0 L 10 5 L 0 10 z" fill="#595959" /></marker></defs>',
      `<text x="20" y="28" font-size="16" fill="#262626">${escape(affair.title)}</text>`,
      ...lines,
      ...nodes,
      '</svg>',
    ].join('\n'),
  );
}
