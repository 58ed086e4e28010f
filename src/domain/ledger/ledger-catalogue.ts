import type { LedgerDef } from './ledger-types';

const PROVINCE = '360000';
const SEEDED_AT = '2026-01-05 09:00:00';

const def = (fields: Omit<LedgerDef, 'divisionCode' | 'version' | 'updatedAt'>): LedgerDef => ({
  ...fields,
  divisionCode: PROVINCE,
  version: 1,
  updatedAt: SEEDED_AT,
});

/**
 * The province's ledger catalogue. Auto ledgers count the filings of one type per division and
 * cycle; manual ones are forms (formId = id) the 处室 designs and the cities and counties fill.
 * Department ids follow src/demo/departments.ts (D360000-NN, the province's offices).
 */
export const LEDGER_CATALOGUE: readonly LedgerDef[] = [
  def({ id: 'tz-auto-1', name: '临时用地备案台账', cycle: 'quarter', isAutoExtract: 1, keyTypeCode: '1', formId: null, deptId: 'D360000-05', deptName: '国土空间用途管制处', description: '按季汇总各地临时用地备案的宗数与面积' }),
  def({ id: 'tz-auto-2', name: '设施农业用地备案台账', cycle: 'month', isAutoExtract: 1, keyTypeCode: '2', formId: null, deptId: 'D360000-06', deptName: '耕地保护监督处', description: '按月汇总各地设施农业用地备案的宗数、用地面积与占用耕地面积' }),
  def({ id: 'tz-auto-3', name: '乡村建设规划许可台账', cycle: 'quarter', isAutoExtract: 1, keyTypeCode: '3', formId: null, deptId: 'D360000-04', deptName: '国土空间规划局', description: '按季汇总各地乡村建设规划许可的件数与用地面积' }),
  def({ id: 'tz-auto-4', name: '农村宅基地审批台账', cycle: 'year', isAutoExtract: 1, keyTypeCode: '4', formId: null, deptId: 'D360000-07', deptName: '地籍管理处', description: '按年汇总各地农村宅基地审批的户数与面积' }),
  def({ id: 'tz-form-01', name: '耕地保护督察整改台账', cycle: 'quarter', isAutoExtract: 0, keyTypeCode: 'tz-form-01', formId: 'tz-form-01', deptId: 'D360000-06', deptName: '耕地保护监督处', description: '督察发现问题的整改进度，由各地按季填报' }),
  def({ id: 'tz-form-02', name: '违法用地巡查台账', cycle: 'month', isAutoExtract: 0, keyTypeCode: 'tz-form-02', formId: 'tz-form-02', deptId: 'D360000-08', deptName: '执法局', description: '动态巡查发现的疑似违法用地及处置情况，按月填报' }),
  def({ id: 'tz-form-03', name: '土地整治项目台账', cycle: 'year', isAutoExtract: 0, keyTypeCode: 'tz-form-03', formId: 'tz-form-03', deptId: 'D360000-05', deptName: '国土空间用途管制处', description: '土地整治与高标准农田建设项目的立项、验收情况，按年填报' }),
];
