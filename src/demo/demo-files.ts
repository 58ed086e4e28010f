import { DOCUMENT_HANDLING, FACILITY_FARMLAND_FILING, TEMPORARY_LAND_APPROVAL } from '../domain/affair/definitions';
import type { Notice } from '../domain/notice/notice-types';

/** Which demo file body a seeded attachment gets; the mock server and the memory adapter each make the bytes. */
export type DemoFileBody = 'approval-pdf' | 'site-photo-north' | 'site-photo-road' | 'gbk-note' | 'dwg-drawing' | 'notice-sheet' | 'notice-form';

interface DemoFileSeed {
  readonly keyNumGather: string;
  readonly fileName: string;
  readonly body: DemoFileBody;
  readonly uploaderId: string;
  /** Epoch milliseconds. */
  readonly uploadTime: number;
}

/** The kinds of record the demo attaches files to: a temporary land approval, a farmland filing, an official document. */
type DemoSlot = 'land' | 'farm' | 'document';

/** A record that gets attachments: its files key, who registered it and when (epoch ms). */
interface DemoRecord {
  readonly keyNumGather: string;
  readonly registeredBy: string;
  readonly registeredAt: number;
}

interface Template {
  readonly slot: DemoSlot;
  readonly fileName: string;
  readonly body: DemoFileBody;
  /** Minutes after the registration. */
  readonly after: number;
}

const TEMPLATES: readonly Template[] = [
  { slot: 'land', fileName: '南昌县八一乡临时用地审批意见.pdf', body: 'approval-pdf', after: 20 },
  { slot: 'land', fileName: '现场照片（北侧）.jpg', body: 'site-photo-north', after: 35 },
  { slot: 'land', fileName: '现场照片（施工便道）.jpg', body: 'site-photo-road', after: 36 },
  { slot: 'land', fileName: '勘测说明（GBK）.txt', body: 'gbk-note', after: 24 * 60 + 300 },
  { slot: 'land', fileName: '临时用地红线图.dwg', body: 'dwg-drawing', after: 24 * 60 + 330 },
  { slot: 'farm', fileName: '设施农业用地备案审查意见.pdf', body: 'approval-pdf', after: 90 },
  { slot: 'farm', fileName: '大棚现场照片.jpg', body: 'site-photo-north', after: 100 },
  { slot: 'document', fileName: '耕地保护目标责任考核通知.pdf', body: 'approval-pdf', after: 15 },
];

/** The attachments of the given records, uploaded by each record's registrant after its registration. */
export function demoFilesFor(records: Readonly<Partial<Record<DemoSlot, DemoRecord>>>): DemoFileSeed[] {
  return TEMPLATES.flatMap((template) => {
    const record = records[template.slot];
    if (record === undefined) return [];
    return [{ keyNumGather: record.keyNumGather, fileName: template.fileName, body: template.body, uploaderId: record.registeredBy, uploadTime: record.registeredAt + template.after * 60_000 }];
  });
}

interface AffairLike {
  readonly keyNumGather: string;
  readonly procDefId: string;
  readonly registeredBy: string;
  /** ISO 8601. */
  readonly registeredAt: string;
}

const SLOT_PROCESSES: Readonly<Record<DemoSlot, string>> = {
  land: TEMPORARY_LAND_APPROVAL.id,
  farm: FACILITY_FARMLAND_FILING.id,
  document: DOCUMENT_HANDLING.id,
};

/** The county head's account: the land approval they registered gets the files, so the README's county user sees them. */
const PREFERRED_REGISTRANT = '10004';

/** One seeded affair per slot (the county head's first where there is one) as the record to attach files to. */
export function demoRecordsOf(affairs: readonly AffairLike[]): Partial<Record<DemoSlot, DemoRecord>> {
  const records: Partial<Record<DemoSlot, DemoRecord>> = {};
  for (const slot of Object.keys(SLOT_PROCESSES) as DemoSlot[]) {
    const candidates = affairs.filter((affair) => affair.procDefId === SLOT_PROCESSES[slot]);
    const chosen = candidates.find((affair) => affair.registeredBy === PREFERRED_REGISTRANT) ?? candidates[0];
    const registeredAt = chosen === undefined ? Number.NaN : Date.parse(chosen.registeredAt);
    if (chosen !== undefined && Number.isFinite(registeredAt)) records[slot] = { keyNumGather: chosen.keyNumGather, registeredBy: chosen.registeredBy, registeredAt };
  }
  return records;
}

/** The records of the 上传示例 page (SPEC section 2, demo module), apart from the affairs. */
export const DEMO_RECORDS: Readonly<Record<DemoSlot, DemoRecord>> = {
  land: { keyNumGather: 'FJ-DEMO-0001', registeredBy: '10004', registeredAt: Date.parse('2026-10-12T09:00:00+08:00') },
  farm: { keyNumGather: 'FJ-DEMO-0002', registeredBy: '10003', registeredAt: Date.parse('2026-10-20T09:30:00+08:00') },
  document: { keyNumGather: 'FJ-DEMO-0003', registeredBy: '10002', registeredAt: Date.parse('2026-11-02T08:30:00+08:00') },
};

/** What the files seed reads of a filing (src/domain/filing StoredFiling). */
export interface FilingLike {
  readonly keyNumGather: string;
  readonly keyTypeCode: string;
  readonly divisionCode: string;
  readonly createdBy: string;
  /** ISO 8601. */
  readonly createdAt: string;
}

/** The attachments a 临时用地 filing is reported with: the approval, a site photo and the red-line drawing. */
const FILING_TEMPLATES: readonly Omit<Template, 'slot'>[] = [
  { fileName: '临时用地批准文件.pdf', body: 'approval-pdf', after: 30 },
  { fileName: '用地现场照片.jpg', body: 'site-photo-road', after: 45 },
  { fileName: '临时用地勘测定界图.dwg', body: 'dwg-drawing', after: 60 },
];

/** The demo county (南昌县): its users see these filings' attachments. */
const FILING_DIVISION = '360121';
const FILINGS_WITH_FILES = 4;

/** Attachments for the first few 临时用地 filings of 南昌县, uploaded by whoever created each. */
export function demoFilingFiles(filings: readonly FilingLike[]): DemoFileSeed[] {
  return filingFiles(filings.filter((filing) => filing.keyTypeCode === '1' && filing.divisionCode === FILING_DIVISION).slice(0, FILINGS_WITH_FILES));
}

function filingFiles(chosen: readonly FilingLike[]): DemoFileSeed[] {
  return chosen.flatMap((filing) => {
    const createdAt = Date.parse(filing.createdAt);
    if (!Number.isFinite(createdAt)) return [];
    return FILING_TEMPLATES.map((template) => ({
      keyNumGather: filing.keyNumGather,
      fileName: template.fileName,
      body: template.body,
      uploaderId: filing.createdBy,
      uploadTime: createdAt + template.after * 60_000,
    }));
  });
}

/** `count` items taken evenly through a list, so a scaled seed's attachments span its years and divisions. */
function evenly<T>(items: readonly T[], count: number): T[] {
  const taken = Math.min(count, items.length);
  return Array.from({ length: taken }, (_, i) => items[Math.floor((i * items.length) / taken)] as T);
}

/** At a scale above 1, (scale - 1) times as many attachments again: on further affairs of each kind and further 临时用地 filings of the province. */
function scaledFiles(affairs: readonly AffairLike[], filings: readonly FilingLike[], scale: number, taken: ReadonlySet<string>): DemoFileSeed[] {
  if (scale <= 1) return [];
  const records = (Object.keys(SLOT_PROCESSES) as DemoSlot[]).flatMap((slot) =>
    evenly(
      affairs.filter((affair) => affair.procDefId === SLOT_PROCESSES[slot] && !taken.has(affair.keyNumGather)),
      scale - 1,
    ).flatMap((affair) => demoFilesFor({ [slot]: { keyNumGather: affair.keyNumGather, registeredBy: affair.registeredBy, registeredAt: Date.parse(affair.registeredAt) } })),
  );
  const land = filings.filter((filing) => filing.keyTypeCode === '1' && !taken.has(filing.keyNumGather));
  return [...records, ...filingFiles(evenly(land, FILINGS_WITH_FILES * (scale - 1)))];
}

/** What the files seed reads of a notice: its files key, its writer, when it went out and the names it attaches. */
export type NoticeLike = Pick<Notice, 'id' | 'authorId' | 'publishedAt' | 'attachments'>;

/** The body each attachment name gets, by its extension. */
const BODIES: Readonly<Record<string, DemoFileBody>> = {
  pdf: 'approval-pdf',
  xlsx: 'notice-sheet',
  docx: 'notice-form',
};

function noticeFileBodyOf(fileName: string): DemoFileBody {
  const body = BODIES[fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase()];
  if (body === undefined) throw new Error(`no demo body for the notice attachment ${fileName}`);
  return body;
}

/** publishedAt is Beijing time (yyyy-MM-dd HH:mm); NaN for a draft that never went out. */
const publishedMs = (publishedAt: string): number => Date.parse(`${publishedAt.replace(' ', 'T')}:00+08:00`);

/** A few minutes apart, the last one ten minutes before the notice went out, as a writer attaches them before publishing. */
const MINUTES_BEFORE = 10;
const MINUTES_APART = 3;

/** The seed's notices' attachments as files under each notice's id, uploaded by its writer shortly before it was published. */
function demoNoticeFiles(notices: readonly NoticeLike[]): DemoFileSeed[] {
  return notices.flatMap((notice) => {
    const published = publishedMs(notice.publishedAt);
    if (!Number.isFinite(published)) return [];
    const count = notice.attachments.length;
    return notice.attachments.map((fileName, index) => ({
      keyNumGather: notice.id,
      fileName,
      body: noticeFileBodyOf(fileName),
      uploaderId: notice.authorId,
      uploadTime: published - (MINUTES_BEFORE + (count - 1 - index) * MINUTES_APART) * 60_000,
    }));
  });
}

/**
 * Every seeded attachment: the demo page's records, one affair of each kind, some filings and the
 * notices' named attachments; more of them at a scale above 1 (the scaled notices name their own).
 */
export function seededFiles(affairs: readonly AffairLike[], filings: readonly FilingLike[] = [], scale = 1, notices: readonly NoticeLike[] = []): DemoFileSeed[] {
  const base = [...demoFilesFor(DEMO_RECORDS), ...demoFilesFor(demoRecordsOf(affairs)), ...demoFilingFiles(filings)];
  return [...base, ...scaledFiles(affairs, filings, scale, new Set(base.map((file) => file.keyNumGather))), ...demoNoticeFiles(notices)];
}
