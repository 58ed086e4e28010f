import type { Directory } from '../domain/directory/directory';
import { dayNumber, isoOfDay } from '../domain/filing/calendar-date';
import { rowKey } from '../domain/ledger/ledger-form-rules';
import type { FieldValue, FormDesign, FormField, ManualBook, ManualRow } from '../domain/ledger/ledger-form-types';
import { mulberry32, pick, randomInt, type Random } from './prng';

/** The manual ledgers (isAutoExtract 0) of the catalogue, by formId, with the forms the province designed. */
export const MANUAL_FORMS: readonly { readonly formId: string; readonly title: string; readonly fields: readonly FormField[] }[] = [
  {
    formId: 'tz-form-01',
    title: '耕地保护督察整改台账',
    fields: [
      { key: 'f1', label: '图斑编号', type: 'text', required: true },
      { key: 'f2', label: '所在地区', type: 'division', required: true },
      { key: 'f3', label: '问题类型', type: 'single', required: true, options: ['违法占地', '未批先建', '改变用途', '其他'] },
      { key: 'f4', label: '涉及面积', type: 'number', required: true, unit: '亩', precision: 2, min: 0, max: 100000 },
      { key: 'f5', label: '整改措施', type: 'multiple', required: false, options: ['拆除复耕', '补办手续', '罚没处理', '移交执法'] },
      { key: 'f6', label: '整改期限', type: 'date', required: false },
      { key: 'f7', label: '责任人', type: 'person', required: false },
    ],
  },
  {
    formId: 'tz-form-02',
    title: '违法用地巡查台账',
    fields: [
      { key: 'f1', label: '巡查日期', type: 'date', required: true },
      { key: 'f2', label: '巡查地点', type: 'division', required: true },
      { key: 'f3', label: '巡查人', type: 'person', required: true },
      { key: 'f4', label: '发现问题', type: 'single', required: true, options: ['无', '违法占地', '未批先建', '改变用途'] },
      { key: 'f5', label: '涉及面积', type: 'number', required: false, unit: '亩', precision: 2, min: 0, max: 100000 },
      { key: 'f6', label: '备注', type: 'text', required: false },
    ],
  },
  {
    formId: 'tz-form-03',
    title: '土地整治项目台账',
    fields: [
      { key: 'f1', label: '项目名称', type: 'text', required: true },
      { key: 'f2', label: '所在地区', type: 'division', required: true },
      { key: 'f3', label: '建设规模', type: 'number', required: true, unit: '公顷', precision: 4, min: 0 },
      { key: 'f4', label: '新增耕地', type: 'number', required: false, unit: '亩', precision: 2, min: 0 },
      { key: 'f5', label: '项目类型', type: 'multiple', required: true, options: ['高标准农田建设', '土地复垦', '增减挂钩', '耕地提质改造'] },
      { key: 'f6', label: '竣工日期', type: 'date', required: false },
    ],
  },
];

const PROBLEM_NOTES = ['已责令停止施工', '已拍照取证并上报', '当事人已自行整改', '移交执法大队处理', ''];
const PROJECTS = ['高标准农田建设项目', '历史遗留废弃矿山复垦项目', '城乡建设用地增减挂钩项目', '耕地提质改造（旱改水）项目', '农村土地综合整治试点项目'];

/** The divisions whose clerks enter rows: the demo accounts' own and a few neighbours, so every jurisdiction sees some and not others. */
const ENTERING = ['360000', '360100', '360121', '360102', '360200', '360222'];

function valuesFor(random: Random, formId: string, division: string, userId: string, day: number, n: number): Record<string, FieldValue> {
  switch (formId) {
    case 'tz-form-01':
      return {
        f1: `TB${division}${String(n).padStart(4, '0')}`,
        f2: division,
        f3: pick(random, ['违法占地', '未批先建', '改变用途', '其他']),
        f4: randomInt(random, 50, 2000) / 100,
        f5: pick(random, [['拆除复耕'], ['补办手续'], ['拆除复耕', '罚没处理'], ['移交执法']]),
        f6: isoOfDay(day + 90),
        f7: userId,
      };
    case 'tz-form-02': {
      const problem = pick(random, ['无', '无', '违法占地', '未批先建', '改变用途']);
      return { f1: isoOfDay(day), f2: division, f3: userId, f4: problem, ...(problem === '无' ? {} : { f5: randomInt(random, 50, 2000) / 100, f6: pick(random, PROBLEM_NOTES) }) };
    }
    default:
      return { f1: pick(random, PROJECTS), f2: division, f3: randomInt(random, 10000, 900000) / 10000, f4: randomInt(random, 0, 30000) / 100, f5: pick(random, [['高标准农田建设'], ['土地复垦'], ['增减挂钩', '土地复垦'], ['耕地提质改造']]), f6: isoOfDay(day) };
  }
}

/** The demo designs (version 1, saved by the province a month before the seed's day) and some rows per division over the last weeks. */
export function seedManualBook(dir: Directory, now: number): ManualBook {
  const random = mulberry32(18_030);
  const today = dayNumber(new Date(now).toISOString().slice(0, 10)) ?? 0;
  const designedAt = new Date(now - 30 * 86_400_000).toISOString();
  const designs: Record<string, FormDesign> = {};
  const rows: ManualRow[] = [];
  for (const form of MANUAL_FORMS) {
    designs[form.formId] = { formId: form.formId, title: form.title, fields: form.fields, version: 1, updatedAt: designedAt, updatedBy: '10002' };
    for (const division of ENTERING) {
      const clerk = dir.users.find((u) => u.divisionCode === division && u.kind === 'staff');
      if (clerk === undefined) continue;
      const count = randomInt(random, 2, 4);
      for (let i = 0; i < count; i += 1) {
        const day = today - randomInt(random, 1, 28);
        const values = valuesFor(random, form.formId, division, clerk.userId, day, rows.length + 1);
        const at = new Date(now - (today - day) * 86_400_000).toISOString();
        rows.push({ instanceId: `M${String(rows.length + 1).padStart(6, '0')}`, formId: form.formId, divisionCode: division, values, hash: rowKey(form.fields, values), version: 1, createdBy: clerk.userId, createdAt: at, updatedAt: at });
      }
    }
  }
  return { designs, rows, next: rows.length + 1 };
}
