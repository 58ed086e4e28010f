import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seedAffairBook } from '../../../src/demo/affairs';
import { generateDemoData } from '../../../src/demo/demo-data';
import { seededFiles } from '../../../src/demo/demo-files';
import { buildDivisions } from '../../../src/demo/divisions';
import { buildFilingBook, SEED_FILING_COUNT, SEED_LAST_DAY } from '../../../src/demo/filings';
import { buildDemoNoticeBoard, DEMO_NOTICE_COUNT } from '../../../src/demo/notices';
import { validAffair } from '../../../src/domain/affair/invariants';
import { boxPage } from '../../../src/domain/affair/service/box-page';
import type { AffairBook, Directory } from '../../../src/domain/affair/service/types';
import { checkFiling } from '../../../src/domain/filing/data-check';
import { parseFilingNumber } from '../../../src/domain/filing/filing-number';
import { polygonProblem } from '../../../src/domain/filing/polygon';
import type { FilingBook } from '../../../src/domain/filing/service/types';

const demo = generateDemoData();
const dir: Directory = { users: demo.users, departments: demo.departments, divisions: demo.divisions };
const hash = (value: unknown): string => createHash('sha256').update(JSON.stringify(value)).digest('hex');
const keysOf = (book: AffairBook): string[] => book.affairs.map((stored) => stored.affair.keyDigNumGather);
const END = `${SEED_LAST_DAY}T23:59:59.000Z`;
const AT = '2026-11-21T02:00:00.000Z';
const SCALE = 3;

function todoTotal(book: AffairBook, userId: string): number {
  const page = boxPage(book, dir, userId, 'todo', { pageIndex: 1, pageSize: 15 }, AT);
  if (!page.ok) throw new Error(page.error.message);
  return page.value.total;
}

function gaplessNumbers(book: FilingBook): void {
  const held = new Map<string, number[]>();
  for (const f of book.filings) {
    if (f.filingNumber === undefined) continue;
    const parsed = parseFilingNumber(f.filingNumber);
    expect(parsed?.type).toBe(f.keyTypeCode);
    const key = `${parsed?.type}:${parsed?.year}`;
    held.set(key, [...(held.get(key) ?? []), parsed?.sequence ?? 0]);
  }
  for (const [key, sequences] of held) {
    expect(sequences.sort((a, b) => a - b)).toEqual(Array.from({ length: book.ledger.last[key] ?? 0 }, (_, i) => i + 1));
  }
}

describe('the seed at the default scale', () => {
  it('is byte for byte the known demo: MOCK_SCALE only adds records after it', () => {
    const affairs = seedAffairBook(demo);
    const filings = buildFilingBook();
    expect(hash(filings)).toBe('b4b1038fe140758845094ea25bb9149bff3ed656561b85706b5c58cdc6b05299');
    expect(hash(affairs)).toBe('3da0796d23c64c6b65af9e615fb3532e603b52b055bc78df3f6b8da72168ee4b');
    expect(hash(buildDemoNoticeBoard(demo.users, demo.seed))).toBe('a0ce8e7d1a7f80751c002d2844bc74f9c2de0f6be4f41d921831c7b2e0479b37');
    const notices = buildDemoNoticeBoard(demo.users, demo.seed).notices;
    expect(hash(seededFiles(affairs.affairs.map((s) => s.affair), filings.filings))).toBe('325e05a26278d84ef36a010db3f2b3e12270f12882c83670bba81e8d3cd52f80');
    expect(hash(seededFiles(affairs.affairs.map((s) => s.affair), filings.filings, 1, notices))).toBe('d7db28a44ab1d6e6627c9155fd3dc3da0cc221b9eb8dc58d915a8b0faeeb3901');
    expect(buildFilingBook(1)).toEqual(filings);
    expect(seedAffairBook(demo, 1)).toEqual(affairs);
  });
});

describe(`the seed at MOCK_SCALE=${SCALE}`, () => {
  const filings = buildFilingBook(SCALE);
  const affairs = seedAffairBook(demo, SCALE);
  const board = buildDemoNoticeBoard(demo.users, demo.seed, SCALE);
  const files = seededFiles(affairs.affairs.map((s) => s.affair), filings.filings, SCALE, board.notices);
  const base = { affairs: seedAffairBook(demo), filings: buildFilingBook() };

  it('is deterministic and holds each kind of record in proportion', () => {
    expect(hash(buildFilingBook(SCALE))).toBe(hash(filings));
    expect(hash(seedAffairBook(demo, SCALE))).toBe(hash(affairs));
    expect(hash(buildDemoNoticeBoard(demo.users, demo.seed, SCALE))).toBe(hash(board));
    expect(filings.filings).toHaveLength(SCALE * SEED_FILING_COUNT);
    expect(affairs.affairs).toHaveLength(SCALE * base.affairs.affairs.length);
    expect(affairs.supervisions).toHaveLength(SCALE * base.affairs.supervisions.length);
    expect(board.notices).toHaveLength(SCALE * DEMO_NOTICE_COUNT);
    expect(files.length).toBeGreaterThan(2 * seededFiles(base.affairs.affairs.map((s) => s.affair), base.filings.filings).length);
  });

  it("uploads every notice's named attachments under its id, on one relayed notice in eight", () => {
    for (const notice of board.notices) {
      expect(files.filter((file) => file.keyNumGather === notice.id).map((file) => file.fileName)).toEqual(notice.publishedAt === '' ? [] : notice.attachments);
    }
    const withFiles = board.notices.filter((notice) => notice.attachments.length > 0).length;
    expect(withFiles).toBeLessThan(board.notices.length / 4);
  });

  it('keeps every filing valid: data check, boundary, history, gapless numbers, unique keys', () => {
    expect(filings.filings.filter((f) => checkFiling(f.data, Date.parse(END)).length > 0)).toEqual([]);
    for (const f of filings.filings) {
      if ('boundary' in f.data) expect(polygonProblem(f.data.boundary)).toBeUndefined();
      expect(f.history.at(-1)?.toStatus).toBe(f.status);
      expect(f.history.every((h) => h.at <= END)).toBe(true);
    }
    gaplessNumbers(filings);
    expect(new Set(filings.filings.map((f) => f.keyNumGather)).size).toBe(filings.filings.length);
  });

  it('spreads the filings over the province and the years', () => {
    const codes = new Set(buildDivisions().map((d) => d.code));
    expect(filings.filings.every((f) => codes.has(f.divisionCode))).toBe(true);
    expect(new Set(filings.filings.map((f) => f.divisionCode)).size).toBeGreaterThan(100);
    expect(new Set(filings.filings.map((f) => f.data.approvalDate.slice(0, 4)))).toEqual(new Set(['2024', '2025', '2026']));
    const share = filings.filings.filter((f) => f.divisionCode === '360121').length / filings.filings.length;
    expect(share).toBeLessThan(0.2);
  });

  it('keeps every affair valid, with unique keys that follow registration time', () => {
    for (const { affair } of affairs.affairs) expect(validAffair(affair)).toEqual([]);
    const keys = keysOf(affairs);
    expect(new Set(keys).size).toBe(keys.length);
    const registered = affairs.affairs.map((s) => s.affair.registeredAt);
    expect([...registered].sort()).toEqual(registered);
    expect(registered[0]?.startsWith('2024')).toBe(true);
    const supervised = new Set(keys);
    expect(affairs.supervisions.every((s) => supervised.has(s.keyDigNumGather))).toBe(true);
  });

  it.each(['10001', '10002', '10003', '10004'])('gives the README account %s its to-do items of scale 1 and more', (userId) => {
    expect(todoTotal(affairs, userId)).toBeGreaterThan(todoTotal(base.affairs, userId));
  });

  it('numbers the notices in publication order, the demo ones last', () => {
    const published = board.notices.filter((n) => n.status !== 'draft').map((n) => n.publishedAt);
    expect([...published].sort()).toEqual(published);
    expect(board.notices.map((n) => n.id)).toEqual(board.notices.map((_, i) => `TZ${String(i + 1).padStart(4, '0')}`));
    expect(board.notices.slice(-DEMO_NOTICE_COUNT).map((n) => n.title)).toEqual(buildDemoNoticeBoard(demo.users, demo.seed).notices.map((n) => n.title));
  });
});
