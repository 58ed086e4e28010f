import type { Candidate, ProcessDefinition, ProcessEdge, ProcessNode } from './definition';
import { nodeId, procDefId } from './ids';

const node = (id: string, name: string, kind: ProcessNode['kind'], candidates: readonly Candidate[] = []): ProcessNode => ({
  id: nodeId(id),
  name,
  kind,
  candidates,
});
const chain = (...ids: string[]): ProcessEdge[] =>
  ids.slice(1).map((to, index) => ({ from: nodeId(ids[index] ?? to), to: nodeId(to) }));
const edge = (from: string, to: string): ProcessEdge => ({ from: nodeId(from), to: nodeId(to) });

const p = (id: string, label: string): Candidate => ({ kind: 'person', id, label });
const d = (id: string, label: string): Candidate => ({ kind: 'department', id, label });
const u = (id: string, label: string): Candidate => ({ kind: 'unit', id, label });

/** 临时用地审批: county acceptance, review, city re-check, approval, done. */
export const TEMPORARY_LAND_APPROVAL: ProcessDefinition = {
  id: procDefId('lsydsp:1'),
  name: '临时用地审批',
  nodes: [
    node('lsyd_sl', '受理', 'start'),
    node('lsyd_cs', '初审', 'task', [d('D360102-2', '县局耕地保护股'), p('county01', '县局经办人')]),
    node('lsyd_fh', '复核', 'task', [p('city01', '市局复核人'), p('city02', '市局复核人（二）'), d('D360100-3', '市局耕地保护科')]),
    node('lsyd_sp', '审批', 'task', [p('prov01', '省厅审批人'), u('U360000', '江西省自然资源厅')]),
    node('lsyd_bj', '办结', 'end'),
  ],
  edges: [...chain('lsyd_sl', 'lsyd_cs', 'lsyd_fh', 'lsyd_sp', 'lsyd_bj'), edge('lsyd_fh', 'lsyd_bj')],
};

/** 设施农业用地备案审查: filing, township check, county review, done. */
export const FACILITY_FARMLAND_FILING: ProcessDefinition = {
  id: procDefId('ssnyba:1'),
  name: '设施农业用地备案审查',
  nodes: [
    node('ssny_ba', '备案登记', 'start'),
    node('ssny_xz', '乡镇核查', 'task', [d('D360102-5', '乡镇自然资源所'), p('county02', '乡镇核查员')]),
    node('ssny_sc', '县级审查', 'task', [p('county01', '县局经办人'), p('county03', '县局审查员')]),
    node('ssny_bj', '办结', 'end'),
  ],
  edges: chain('ssny_ba', 'ssny_xz', 'ssny_sc', 'ssny_bj'),
};

/** 公文办理: registration, proposal, leader's instruction, handling, done. */
export const DOCUMENT_HANDLING: ProcessDefinition = {
  id: procDefId('gwbl:1'),
  name: '公文办理',
  nodes: [
    node('gw_dj', '收文登记', 'start'),
    node('gw_ny', '拟办', 'task', [d('D360000-1', '办公室'), p('prov02', '办公室秘书')]),
    node('gw_ps', '领导批示', 'task', [p('prov01', '分管领导'), p('prov03', '主要领导')]),
    node('gw_bl', '承办', 'task', [d('D360000-4', '耕地保护处'), d('D360000-6', '国土空间规划处'), p('prov02', '办公室秘书')]),
    node('gw_gd', '办结归档', 'end'),
  ],
  edges: [...chain('gw_dj', 'gw_ny', 'gw_ps', 'gw_bl', 'gw_gd'), edge('gw_ny', 'gw_bl')],
};

export const SEED_DEFINITIONS: readonly ProcessDefinition[] = [TEMPORARY_LAND_APPROVAL, FACILITY_FARMLAND_FILING, DOCUMENT_HANDLING];
