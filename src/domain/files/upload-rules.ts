import { fileMessages as m } from './file-messages';

/** One file's size limit (SPEC section 5); the mock server refuses bigger parts with the same text. */
export const FILE_MAX_BYTES = 20 * 1024 * 1024;
/** How many files one record (keyNumGather) may hold on the server. */
export const FILES_PER_RECORD_MAX = 50;
/** Longest file name kept, in characters. */
export const FILE_NAME_MAX = 120;

interface ChosenFile {
  readonly name: string;
  readonly size: number;
}

interface SelectionRules {
  /** The component's file-count limit; undefined means no limit. */
  readonly limit: number | undefined;
  readonly maxBytes: number;
  /** Files already listed or queued for this record, counted against the limit. */
  readonly alreadyCounted: number;
}

interface SelectionVerdict<F extends ChosenFile> {
  /** The files to upload, in the order chosen. */
  readonly accepted: readonly F[];
  /** A message per file refused for its size or for being empty. */
  readonly refused: readonly { readonly file: F; readonly message: string }[];
  /** 当前限制选择{n}个文件 when the choice would pass the limit (then nothing is accepted). */
  readonly limitMessage: string | undefined;
}

/**
 * What to do with a choice of files: over the count limit, none is taken (as the SPEC's upload
 * warns instead of silently dropping some); otherwise empty and oversized files are refused one
 * by one, before anything is sent, and the rest are accepted.
 */
export function checkSelection<F extends ChosenFile>(chosen: readonly F[], rules: SelectionRules): SelectionVerdict<F> {
  if (rules.limit !== undefined && rules.alreadyCounted + chosen.length > rules.limit) {
    return { accepted: [], refused: [], limitMessage: m.tooManyChosen(rules.limit) };
  }
  const accepted: F[] = [];
  const refused: { file: F; message: string }[] = [];
  for (const file of chosen) {
    const problem = sizeProblem(file, rules.maxBytes);
    if (problem === undefined) accepted.push(file);
    else refused.push({ file, message: problem });
  }
  return { accepted, refused, limitMessage: undefined };
}

/** Why one file cannot be sent, or undefined. */
export function sizeProblem(file: ChosenFile, maxBytes: number): string | undefined {
  if (file.size <= 0) return m.emptyFile(file.name);
  if (file.size > maxBytes) return m.tooLarge(file.name, maxBytes);
  return undefined;
}

/**
 * A client's file name made safe to keep and show: the last path segment only, control
 * characters removed, trimmed and capped. Never used as a path on the server (stored names are
 * generated), but shown and sent back in Content-Disposition.
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const printable = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  const capped = [...printable].slice(0, FILE_NAME_MAX).join('');
  return capped === '' || capped === '.' || capped === '..' ? '未命名文件' : capped;
}
