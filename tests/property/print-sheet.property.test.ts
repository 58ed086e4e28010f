import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { printSheet } from '../../src/domain/affair/print-sheet';
import type { PrintableAffair } from '../../src/domain/affair/service/types';
import type { HistoryRow } from '../../src/domain/affair/wire';

const name = fc.string({ minLength: 1, maxLength: 8 });
const node = fc.constantFrom('受理', '县级审核', '市级审查', '省级审批', '办结');

const historyRow: fc.Arbitrary<HistoryRow> = fc.record(
  {
    index: fc.nat(99),
    action: fc.constantFrom('register', 'send', 'turnBack', 'opinion', 'accreditAnswer'),
    actionLabel: fc.constantFrom('登记', '发送', '退回', '填写意见', '答复授权'),
    actorName: name,
    onBehalfOfName: name,
    at: fc.constant('2026-11-03 10:15:00'),
    fromNodeName: node,
    toNodeName: fc.oneof(node, fc.constant('')),
    opinion: fc.string({ maxLength: 20 }),
  },
  { requiredKeys: ['index', 'action', 'actionLabel', 'actorName', 'at', 'fromNodeName', 'toNodeName'] },
);

const printable: fc.Arbitrary<PrintableAffair> = fc.record({
  title: name,
  processName: fc.constantFrom('临时用地审批', '设施农业用地备案审查', '公文办理'),
  statusLabel: fc.constantFrom('办理中', '已办结', '已作废'),
  keyDigNumGather: fc.stringMatching(/^SW\d{13}$/),
  registrantName: name,
  registeredAt: fc.constant('2026-11-03 10:15'),
  fields: fc.array(fc.record({ label: name, value: fc.string({ maxLength: 12 }) }), { maxLength: 6 }),
  history: fc.array(historyRow, { maxLength: 12 }),
  printedAt: fc.constant('2026-11-21 10:00'),
});

describe('the 办理单 sheet', () => {
  test.prop([printable])('prints one row of four cells per history entry, in order, each naming its step, actor, time and action', (p) => {
    const sheet = printSheet(p);
    expect(sheet.history).toHaveLength(p.history.length);
    sheet.history.forEach((cells, i) => {
      const row = p.history[i]!;
      const [stepCell, actorCell, atCell, opinionCell] = cells;
      expect(stepCell.startsWith(row.fromNodeName)).toBe(true);
      expect(actorCell.startsWith(row.actorName)).toBe(true);
      expect(atCell).toBe(row.at);
      expect(opinionCell.startsWith(row.actionLabel)).toBe(true);
    });
  });

  test.prop([printable])('keeps the target step when the entry moved, and the name acted for when a deputy acted', (p) => {
    const sheet = printSheet(p);
    sheet.history.forEach(([stepCell, actorCell, , opinionCell], i) => {
      const row = p.history[i]!;
      const moved = row.toNodeName.length > 0 && row.toNodeName !== row.fromNodeName;
      expect(stepCell).toBe(moved ? `${row.fromNodeName} → ${row.toNodeName}` : row.fromNodeName);
      expect(actorCell).toBe(row.onBehalfOfName === undefined ? row.actorName : `${row.actorName}（代${row.onBehalfOfName}）`);
      expect(opinionCell).toBe(row.opinion === undefined || row.opinion.length === 0 ? row.actionLabel : `${row.actionLabel}：${row.opinion}`);
    });
  });

  test.prop([printable])('lists the five facts of the affair, then every form field as given', (p) => {
    const sheet = printSheet(p);
    expect(sheet.heading).toBe(`${p.processName}办理单`);
    expect(sheet.title).toBe(p.title);
    expect(sheet.fields.slice(0, 5).map((field) => field.value)).toEqual([p.keyDigNumGather, p.processName, p.statusLabel, p.registrantName, p.registeredAt]);
    expect(sheet.fields.slice(5)).toEqual(p.fields);
    expect(sheet.printedAt).toContain(p.printedAt);
  });
});
