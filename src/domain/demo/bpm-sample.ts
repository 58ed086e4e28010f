/** The nodes a case has passed and the one it waits at, as the 事务详情 流程图 marks them. */
export interface SampleRun {
  readonly doneNodeIds: readonly string[];
  readonly currentNodeId?: string;
}

const START = /<bpmn:startEvent\b[^>]*\bid="([^"]+)"/;
const FLOW = /<bpmn:sequenceFlow\b[^>]*\bsourceRef="([^"]+)"[^>]*\btargetRef="([^"]+)"/g;

/**
 * A made-up case halfway through a process definition (BPMN XML), so the demo's diagram has a
 * 当前节点 and 已办节点 to show: from the start event along each node's first outgoing flow, the
 * nodes before the middle of that path are done and the middle one is current.
 */
export function sampleRun(xml: string): SampleRun {
  const start = START.exec(xml)?.[1];
  if (start === undefined) return { doneNodeIds: [] };
  const next = new Map<string, string>();
  for (const [, from, to] of xml.matchAll(FLOW)) {
    if (from !== undefined && to !== undefined && !next.has(from)) next.set(from, to);
  }
  const path = [start];
  for (let at = next.get(start); at !== undefined && !path.includes(at); at = next.get(at)) path.push(at);
  const middle = Math.floor((path.length - 1) / 2);
  if (middle === 0) return { doneNodeIds: [] };
  return { doneNodeIds: path.slice(0, middle), currentNodeId: path[middle] };
}
