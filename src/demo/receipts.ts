import { versionOf } from '../domain/affair/concurrency';
import { applyAction } from '../domain/affair/service/actions';
import type { AffairBook, Directory } from '../domain/affair/service/types';
import type { ReceiptDraft, SecrecyLevel, UrgencyLevel } from '../domain/document/document-types';
import { registerReceipt, splitReceipt, type ReceiptBook, type ReceiptCall } from '../domain/document/receipt-service';
import { dayNumber, isoOfDay } from '../domain/filing/calendar-date';
import type { DemoData } from './demo-types';
import { SEED_LAST_DAY } from './filings';

/** How far a split receipt's affairs have got in each department; instructed: through 领导批示 to 承办. */
type Progress = 'waiting' | 'opinion' | 'undertaking' | 'instructed' | 'finished';
/** The province leader who gives 批示 (a candidate of 领导批示). */
const LEADER = '10101';

interface SeedReceipt {
  readonly issuer: string;
  readonly issuerNumber: string;
  readonly title: string;
  readonly secrecy: SecrecyLevel;
  readonly urgency: UrgencyLevel;
  /** Days before the seed's last day it arrived, and days after its arrival it is due. */
  readonly receivedBefore: number;
  readonly dueAfter: number;
  readonly proposal: string;
  /** Office suffixes (-05 …) it is split to, each with how far its affair has got; none: not split yet. */
  readonly split: readonly (readonly [string, Progress])[];
}

interface Unit {
  readonly clerk: string;
  readonly divisionCode: string;
  readonly receipts: readonly SeedReceipt[];
}

/** The province bureau (registered by 邓婷 of 办公室) and the demo county (by its 办公室's clerk). */
const UNITS: readonly Unit[] = [
  {
    clerk: '10104',
    divisionCode: '360000',
    receipts: [
      { issuer: '自然资源部办公厅', issuerNumber: '自然资办函〔2026〕1876号', title: '关于开展2026年度设施农业用地专项核查的通知', secrecy: '公开', urgency: '普通', receivedBefore: 45, dueAfter: 20, proposal: '请耕地保护监督处牵头，用途管制处配合办理。', split: [['06', 'finished'], ['05', 'finished']] },
      { issuer: '江西省人民政府办公厅', issuerNumber: '赣府厅字〔2026〕45号', title: '关于进一步规范临时用地管理的通知', secrecy: '公开', urgency: '加急', receivedBefore: 30, dueAfter: 20, proposal: '请用途管制处研究提出贯彻意见。', split: [['05', 'instructed'], ['08', 'finished']] },
      { issuer: '江西省发展和改革委员会', issuerNumber: '赣发改农经〔2026〕512号', title: '关于征求高标准农田建设项目用地意见的函', secrecy: '内部', urgency: '特急', receivedBefore: 16, dueAfter: 10, proposal: '请耕地保护监督处核提意见后回复。', split: [['06', 'opinion']] },
      { issuer: '江西省农业农村厅', issuerNumber: '赣农字〔2026〕88号', title: '关于联合开展农村乱占耕地建房问题排查的函', secrecy: '公开', urgency: '普通', receivedBefore: 8, dueAfter: 30, proposal: '请执法局、耕地保护监督处分别办理。', split: [['08', 'waiting'], ['06', 'undertaking']] },
      { issuer: '江西省住房和城乡建设厅', issuerNumber: '赣建字〔2026〕31号', title: '关于报送乡村建设规划许可实施情况的通知', secrecy: '公开', urgency: '普通', receivedBefore: 3, dueAfter: 25, proposal: '', split: [] },
      { issuer: '南昌市人民政府', issuerNumber: '洪府文〔2026〕107号', title: '关于南昌县临时用地续期问题的请示', secrecy: '内部', urgency: '加急', receivedBefore: 1, dueAfter: 15, proposal: '拟请用途管制处阅研。', split: [] },
    ],
  },
  {
    clerk: '10304',
    divisionCode: '360121',
    receipts: [
      { issuer: '南昌市自然资源局', issuerNumber: '洪自然资字〔2026〕96号', title: '关于做好设施农业用地备案信息上图入库工作的通知', secrecy: '公开', urgency: '普通', receivedBefore: 40, dueAfter: 15, proposal: '请耕地保护股办理。', split: [['03', 'finished']] },
      { issuer: '南昌县人民政府办公室', issuerNumber: '南府办字〔2026〕152号', title: '关于开展秋冬季农村建房安全巡查的通知', secrecy: '公开', urgency: '加急', receivedBefore: 24, dueAfter: 14, proposal: '请执法监察大队牵头，用途管制股配合。', split: [['04', 'undertaking'], ['02', 'finished']] },
      { issuer: '江西省自然资源厅', issuerNumber: '赣自然资函〔2026〕233号', title: '关于核实临时用地复垦验收情况的函', secrecy: '内部', urgency: '特急', receivedBefore: 12, dueAfter: 7, proposal: '请用途管制股核实后报局领导。', split: [['02', 'opinion']] },
      { issuer: '南昌县农业农村局', issuerNumber: '南农字〔2026〕41号', title: '关于商请提供高标准农田范围内设施用地清单的函', secrecy: '公开', urgency: '普通', receivedBefore: 6, dueAfter: 30, proposal: '请耕地保护股、用途管制股分别提供。', split: [['03', 'waiting'], ['02', 'undertaking']] },
      { issuer: '南昌市人民政府办公室', issuerNumber: '洪府厅字〔2026〕78号', title: '关于报送2026年第四季度用地保障情况的通知', secrecy: '公开', urgency: '普通', receivedBefore: 2, dueAfter: 20, proposal: '', split: [] },
      { issuer: '南昌县住房和城乡建设局', issuerNumber: '南建字〔2026〕29号', title: '关于征求农房建设管理办法修改意见的函', secrecy: '公开', urgency: '加急', receivedBefore: 1, dueAfter: 10, proposal: '拟请用途管制股阅研。', split: [] },
    ],
  },
];

const lastDay = dayNumber(SEED_LAST_DAY) ?? 0;
/** 09:30 Beijing time of a day, plus some hours. */
const at = (day: number, hours = 0): string => new Date(Date.parse(`${isoOfDay(day)}T01:30:00.000Z`) + hours * 3_600_000).toISOString();

function must<T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!result.ok) throw new Error(`receipt seed: ${result.error.message}`);
  return result.value;
}

/** A member of the office, who acts on the affair the office holds. */
const memberOf = (dir: Directory, deptId: string): string => {
  const member = dir.users.filter((u) => u.deptId === deptId && u.kind === 'staff').sort((a, b) => a.userId.localeCompare(b.userId))[0];
  if (member === undefined) throw new Error(`receipt seed: nobody in ${deptId}`);
  return member.userId;
};

/** Plays an affair on from 拟办 as far as the progress says, a day per step. */
function handled(book: AffairBook, dir: Directory, key: string, deptId: string, progress: Progress, from: number): AffairBook {
  if (progress === 'waiting') return book;
  const actor = memberOf(dir, deptId);
  const version = (b: AffairBook): number => {
    const found = b.affairs.find((s) => s.affair.keyDigNumGather === key);
    return found === undefined ? 0 : versionOf(found.affair);
  };
  let current = must(applyAction(book, dir, actor, { kind: 'opinion', body: { keyDigNumGather: key, version: version(book), opinion: '已阅，拟按来文要求组织落实。' } }, at(from, 2))).book;
  if (progress === 'opinion') return current;
  if (progress === 'instructed') {
    const toLeader = { keyDigNumGather: key, version: version(current), toNode: 'gw_ps', handler: { kind: 'person' as const, id: LEADER }, opinion: '呈厅领导阅示。' };
    current = must(applyAction(current, dir, actor, { kind: 'complete', body: toLeader }, at(from + 1))).book;
    const back = { keyDigNumGather: key, version: version(current), toNode: 'gw_cb', handler: { kind: 'department' as const, id: deptId }, opinion: '同意拟办意见，请用途管制处抓紧研究落实。' };
    return must(applyAction(current, dir, LEADER, { kind: 'complete', body: back }, at(from + 2))).book;
  }
  const toUndertaking = { keyDigNumGather: key, version: version(current), toNode: 'gw_cb', handler: { kind: 'department' as const, id: deptId }, opinion: '请承办。' };
  current = must(applyAction(current, dir, actor, { kind: 'complete', body: toUndertaking }, at(from + 1))).book;
  if (progress === 'undertaking') return current;
  return must(applyAction(current, dir, actor, { kind: 'complete', body: { keyDigNumGather: key, version: version(current), toNode: 'gw_gd', opinion: '已按要求办理完毕，材料归档。' } }, at(from + 3))).book;
}

/**
 * The demo receipts, played through the same services as a user would (登记, 分办, then each
 * department's steps) against the seeded affairs; deterministic and relative to the seed's last
 * day, so that new, in-progress, overdue and finished ones appear on a demo day.
 */
export function seedReceipts(data: Pick<DemoData, 'users' | 'departments' | 'divisions'>, affairs: AffairBook): { readonly receipts: ReceiptBook; readonly affairs: AffairBook } {
  const dir: Directory = { users: data.users, departments: data.departments, divisions: data.divisions };
  let receipts: ReceiptBook = { receipts: [], sequence: 0 };
  let book = affairs;
  const plays = UNITS.flatMap((unit) => unit.receipts.map((receipt) => ({ unit, receipt }))).sort((a, b) => b.receipt.receivedBefore - a.receipt.receivedBefore);
  for (const { unit, receipt } of plays) {
    const received = lastDay - receipt.receivedBefore;
    const call = (when: string, userId: string): ReceiptCall => ({ dir, userId, at: when, receipts, affairs: book });
    const draft: ReceiptDraft = {
      issuer: receipt.issuer,
      issuerNumber: receipt.issuerNumber,
      title: receipt.title,
      receivedDate: isoOfDay(received),
      copies: receipt.secrecy === '内部' ? 2 : 1,
      secrecy: receipt.secrecy,
      urgency: receipt.urgency,
      deadline: isoOfDay(received + receipt.dueAfter),
      proposal: receipt.proposal,
    };
    const registered = must(registerReceipt(call(at(received), unit.clerk), draft));
    receipts = registered.receipts;
    if (receipt.split.length === 0) continue;
    const departments = receipt.split.map(([suffix]) => `D${unit.divisionCode}-${suffix}`);
    const split = must(splitReceipt(call(at(received, 1), unit.clerk), registered.value.id, registered.value.version, departments));
    receipts = split.receipts;
    book = split.affairs;
    split.value.affairRows.forEach((row, index) => {
      book = handled(book, dir, row.keyDigNumGather, row.departmentId, receipt.split[index]?.[1] ?? 'waiting', received + 1);
    });
  }
  return { receipts, affairs: book };
}
