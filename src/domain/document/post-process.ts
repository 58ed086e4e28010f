import type { Candidate, ProcessDefinition, ProcessEdge, ProcessNode } from '../affair/definition';
import { nodeId, procDefId } from '../affair/ids';

const node = (id: string, name: string, kind: ProcessNode['kind'], candidates: readonly Candidate[] = []): ProcessNode => ({ id: nodeId(id), name, kind, candidates });
const p = (id: string, label: string): Candidate => ({ kind: 'person', id, label });
const d = (id: string, label: string): Candidate => ({ kind: 'department', id, label });
const chain = (...ids: string[]): ProcessEdge[] => ids.slice(1).map((to, index) => ({ from: nodeId(ids[index] ?? to), to: nodeId(to) }));

/** The node at which a post gets its 文号: the only step that may allocate one. */
export const NUMBERING_NODE = nodeId('fw_bh');
/** The end node: the post goes out to its recipients. */
export const DISTRIBUTION_NODE = nodeId('fw_ff');

/** 发文: 拟稿 → 核稿 → 会签 → 签发 → 编号 → 分发, with opinions at each step. */
export const POST_DOCUMENT: ProcessDefinition = {
  id: procDefId('gwfw:1'),
  name: '公文发文',
  category: '公文处理',
  nodes: [
    node('fw_ng', '拟稿', 'start'),
    node('fw_hg', '核稿', 'task', [p('10104', '邓婷'), d('D360000-01', '江西省自然资源厅办公室'), p('10003', '王丽华')]),
    node('fw_hq', '会签', 'task', [p('10002', '刘建华'), p('10103', '黄建平'), d('D360000-05', '江西省自然资源厅国土空间用途管制处')]),
    node('fw_qf', '签发', 'task', [p('10101', '何雪梅'), p('10102', '罗国强')]),
    node('fw_bh', '编号', 'task', [p('10104', '邓婷'), d('D360000-01', '江西省自然资源厅办公室')]),
    node(DISTRIBUTION_NODE, '分发', 'end'),
  ],
  edges: chain('fw_ng', 'fw_hg', 'fw_hq', 'fw_qf', 'fw_bh', 'fw_ff'),
  formFields: [
    { name: 'title', label: '标题', kind: 'text', required: true, maxLength: 100 },
    { name: 'kind', label: '文种', kind: 'text', required: true, maxLength: 10 },
    { name: 'docNumber', label: '文号', kind: 'text', required: false, maxLength: 40 },
  ],
};
