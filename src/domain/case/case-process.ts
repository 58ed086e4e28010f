import type { Candidate, ProcessDefinition, ProcessEdge, ProcessNode } from '../affair/definition';
import { nodeId, procDefId } from '../affair/ids';

const node = (id: string, name: string, kind: ProcessNode['kind'], candidates: readonly Candidate[] = []): ProcessNode => ({ id: nodeId(id), name, kind, candidates });
const p = (id: string, label: string): Candidate => ({ kind: 'person', id, label });
const d = (id: string, label: string): Candidate => ({ kind: 'department', id, label });
const edge = (from: string, to: string): ProcessEdge => ({ from: nodeId(from), to: nodeId(to) });
const chain = (...ids: string[]): ProcessEdge[] => ids.slice(1).map((to, index) => edge(ids[index] ?? to, to));

/** The counties' enforcement handlers: 执法监察大队, and the 用途管制股 staff who take part in land cases. */
const HANDLERS: readonly Candidate[] = [
  p('10004', '陈志强'),
  p('10301', '杨俊杰'),
  p('10303', '周海涛'),
  d('D360121-04', '南昌县自然资源局执法监察大队'),
  p('10311', '万秀英'),
  p('10312', '胡静'),
  d('D360124-04', '进贤县自然资源局执法监察大队'),
];

/** 结案: a finished case's affair has no open task, so its list row names this step. */
export const CASE_END = nodeId('aj_ja');

/**
 * 执法案件: 立案 → 调查取证 → 审理 → 告知 → 处罚决定 → 送达 → 执行 → 结案. 听证 is a branch
 * of 告知 taken only when the party asks for a hearing: 告知 sends on to 处罚决定 or to 听证.
 */
export const CASE_PROCESS: ProcessDefinition = {
  id: procDefId('zfaj:1'),
  name: '执法案件办理',
  category: '执法监察',
  nodes: [
    node('aj_la', '立案', 'start'),
    node('aj_dc', '调查取证', 'task', HANDLERS),
    node('aj_sl', '审理', 'task', HANDLERS),
    node('aj_gz', '告知', 'task', HANDLERS),
    node('aj_tz', '听证', 'task', HANDLERS),
    node('aj_cf', '处罚决定', 'task', HANDLERS),
    node('aj_sd', '送达', 'task', HANDLERS),
    node('aj_zx', '执行', 'task', HANDLERS),
    node('aj_ja', '结案', 'end'),
  ],
  edges: [...chain('aj_la', 'aj_dc', 'aj_sl', 'aj_gz', 'aj_cf', 'aj_sd', 'aj_zx', 'aj_ja'), edge('aj_gz', 'aj_tz'), edge('aj_tz', 'aj_cf')],
  formFields: [
    { name: 'caseNumber', label: '立案编号', kind: 'text', required: true, maxLength: 40 },
    { name: 'partyName', label: '当事人', kind: 'text', required: true, maxLength: 60 },
    { name: 'violation', label: '违法类型', kind: 'text', required: true, maxLength: 20 },
    { name: 'place', label: '违法地点', kind: 'text', required: true, maxLength: 100 },
    { name: 'area', label: '涉案面积', kind: 'number', required: true, unit: '公顷' },
  ],
};
