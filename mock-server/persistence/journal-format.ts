import { createHash } from 'node:crypto';
import type { Op } from './changes';

/**
 * One journal line per change: `<checksum> {"seq":n,"ops":[...]}\n`. The checksum covers the JSON
 * after it, so a line cut short by a crash, or damaged, is recognised and never replayed.
 */
export interface Entry {
  readonly seq: number;
  readonly ops: readonly Op[];
}

const CHECKSUM_CHARS = 16;

const checksumOf = (payload: string): string => createHash('sha256').update(payload).digest('hex').slice(0, CHECKSUM_CHARS);

export function encodeEntry(entry: Entry): string {
  const payload = JSON.stringify({ seq: entry.seq, ops: entry.ops });
  return `${checksumOf(payload)} ${payload}\n`;
}

export type Decoded = { readonly ok: true; readonly entry: Entry } | { readonly ok: false };

/** A line without its newline; anything but an intact entry is refused. */
export function decodeEntry(line: string): Decoded {
  const payload = line.slice(CHECKSUM_CHARS + 1);
  if (line.charAt(CHECKSUM_CHARS) !== ' ' || checksumOf(payload) !== line.slice(0, CHECKSUM_CHARS)) return { ok: false };
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value !== 'object' || value === null) return { ok: false };
    const { seq, ops } = value as Record<string, unknown>;
    if (typeof seq !== 'number' || !Number.isInteger(seq) || !Array.isArray(ops)) return { ok: false };
    return { ok: true, entry: { seq, ops: ops as Op[] } };
  } catch {
    return { ok: false };
  }
}

export interface ReadJournal {
  readonly entries: readonly Entry[];
  /** Bytes of intact lines; anything after them is a torn or damaged tail. */
  readonly intactBytes: number;
  readonly torn: boolean;
}

/** Reads entries up to the first line that is incomplete (no newline) or fails its checksum. */
export function readEntries(content: Buffer): ReadJournal {
  const entries: Entry[] = [];
  let offset = 0;
  while (offset < content.length) {
    const end = content.indexOf(0x0a, offset);
    if (end < 0) break;
    const decoded = decodeEntry(content.toString('utf8', offset, end));
    if (!decoded.ok) break;
    entries.push(decoded.entry);
    offset = end + 1;
  }
  return { entries, intactBytes: offset, torn: offset < content.length };
}
