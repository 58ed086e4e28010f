import type { Candidate, FormFieldDef, ProcessDefinition, ProcessEdge, ProcessNode } from './definition';
import { nodeId, procDefId } from './ids';
import { POST_DOCUMENT } from '../document/post-process';
import { CASE_PROCESS } from '../case/case-process';

const node = (id: string, name: string, kind: ProcessNode['kind'], candidates: readonly Candidate[] = []): ProcessNode => ({
  id: nodeId(id),
  name,
  kind,
  candidates,
});
const chain = (...ids: string[]): ProcessEdge[] =>
  ids.slice(1).map((to, index) => ({ from: nodeId(ids[index] ?? to), to: nodeId(to) }));
const edge = (from: string, to: string): ProcessEdge => ({ from: nodeId(from), to: nodeId(to) });

/** Candidates name demo people (userId), offices (deptId) and bureaus (unit = bureau deptId). */
const p = (id: string, label: string): Candidate => ({ kind: 'person', id, label });
const d = (id: string, label: string): Candidate => ({ kind: 'department', id, label });
const u = (id: string, label: string): Candidate => ({ kind: 'unit', id, label });

const text = (name: string, label: string, required = true, maxLength = 100): FormFieldDef => ({ name, label, kind: 'text', required, maxLength });
const area = (name: string, label: string, required = false): FormFieldDef => ({ name, label, kind: 'textarea', required, maxLength: 500 });
const num = (name: string, label: string, unit: string): FormFieldDef => ({ name, label, kind: 'number', required: true, unit });
const date = (name: string, label: string, required = true): FormFieldDef => ({ name, label, kind: 'date', required });

/** 临时用地审批: county acceptance and review, city check, province approval (or the city closes it). */
export const TEMPORARY_LAND_APPROVAL: ProcessDefinition = {
  id: procDefId('lsydsp:1'),
  name: '临时用地审批',
  category: '用地审批',
  nodes: [
    node('lsyd_sl', '受理', 'start'),
    node('lsyd_xs', '县级审核', 'task', [p('10004', '陈志强'), p('10301', '杨俊杰'), d('D360121-02', '南昌县自然资源局用途管制股')]),
    node('lsyd_ss', '市级审查', 'task', [
      p('10003', '王丽华'),
      p('10201', '陈佳琪'),
      p('10202', '何晓燕'),
      d('D360100-02', '南昌市自然资源局国土空间用途管制科'),
    ]),
    node('lsyd_sp', '省级审批', 'task', [p('10002', '刘建华'), p('10101', '何雪梅'), u('D360000', '江西省自然资源厅')]),
    node('lsyd_bj', '办结', 'end'),
  ],
  edges: [...chain('lsyd_sl', 'lsyd_xs', 'lsyd_ss', 'lsyd_sp', 'lsyd_bj'), edge('lsyd_ss', 'lsyd_bj')],
  formFields: [
    text('projectName', '项目名称'),
    text('landUser', '用地单位'),
    text('location', '坐落位置'),
    num('area', '用地面积', '公顷'),
    num('term', '使用期限', '月'),
    text('purpose', '用途'),
  ],
};

/** 设施农业用地备案审查: filing, county review, city check, county filing, done. */
export const FACILITY_FARMLAND_FILING: ProcessDefinition = {
  id: procDefId('ssnyba:1'),
  name: '设施农业用地备案审查',
  category: '备案审查',
  nodes: [
    node('ssny_dj', '备案登记', 'start'),
    node('ssny_xs', '县级审查', 'task', [
      p('10004', '陈志强'),
      p('10302', '李德明'),
      p('10311', '万秀英'),
      d('D360121-03', '南昌县自然资源局耕地保护股'),
      d('D360124-02', '进贤县自然资源局用途管制股'),
    ]),
    node('ssny_sf', '市级复核', 'task', [p('10003', '王丽华'), p('10202', '何晓燕'), d('D360100-03', '南昌市自然资源局耕地保护科')]),
    node('ssny_ba', '县级备案', 'task', [p('10004', '陈志强'), p('10301', '杨俊杰'), p('10311', '万秀英')]),
    node('ssny_bj', '办结', 'end'),
  ],
  edges: chain('ssny_dj', 'ssny_xs', 'ssny_sf', 'ssny_ba', 'ssny_bj'),
  formFields: [
    text('projectName', '项目名称'),
    text('operator', '经营主体'),
    text('location', '坐落位置'),
    num('area', '用地面积', '公顷'),
    text('facilityType', '设施类型'),
    date('startDate', '开工日期', false),
  ],
};

/** Offices of one bureau as department candidates, from "05国土空间用途管制处 06…" (suffix, then name). */
const offices = (code: string, bureau: string, names: string): Candidate[] => names.split(' ').map((entry) => d(`D${code}-${entry.slice(0, 2)}`, bureau + entry.slice(2)));

/** The offices a 收文 is split to (分办): they hold its 拟办 and may take it on to 承办. */
const RECEIPT_OFFICES: readonly Candidate[] = [
  ...offices('360000', '江西省自然资源厅', '05国土空间用途管制处 06耕地保护监督处 08执法局'),
  ...offices('360100', '南昌市自然资源局', '01办公室 02国土空间用途管制科 03耕地保护科 04执法监察支队'),
  ...offices('360121', '南昌县自然资源局', '01办公室 02用途管制股 03耕地保护股 04执法监察大队'),
];

/** 公文办理 at the department: registration, proposal, leader's instruction, handling, archive. */
export const DOCUMENT_HANDLING: ProcessDefinition = {
  id: procDefId('gwbl:1'),
  name: '公文办理',
  category: '公文处理',
  nodes: [
    node('gw_dj', '收文登记', 'start'),
    node('gw_ny', '拟办', 'task', [p('10104', '邓婷'), d('D360000-01', '江西省自然资源厅办公室'), p('10002', '刘建华'), ...RECEIPT_OFFICES]),
    node('gw_ps', '领导批示', 'task', [p('10101', '何雪梅'), p('10102', '罗国强')]),
    node('gw_cb', '承办', 'task', [p('10002', '刘建华'), p('10103', '黄建平'), ...RECEIPT_OFFICES, d('D360000-01', '江西省自然资源厅办公室')]),
    node('gw_gd', '办结归档', 'end'),
  ],
  edges: [...chain('gw_dj', 'gw_ny', 'gw_ps', 'gw_cb', 'gw_gd'), edge('gw_ny', 'gw_cb')],
  formFields: [
    text('docNumber', '来文字号'),
    text('issuer', '来文单位'),
    date('receivedDate', '收文日期'),
    text('urgency', '紧急程度', false, 20),
    area('summary', '内容摘要'),
  ],
};

export const SEED_DEFINITIONS: readonly ProcessDefinition[] = [TEMPORARY_LAND_APPROVAL, FACILITY_FARMLAND_FILING, DOCUMENT_HANDLING, POST_DOCUMENT, CASE_PROCESS];

export const definitionById = (id: string): ProcessDefinition | undefined => SEED_DEFINITIONS.find((definition) => definition.id === id);
