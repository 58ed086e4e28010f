import { DEMO_ACCOUNTS } from '../src/demo/demo-data';

/** Terminal columns of a text: CJK characters take two. */
const widthOf = (text: string): number => [...text].reduce((sum, c) => sum + ((c.codePointAt(0) ?? 0) >= 0x2e80 ? 2 : 1), 0);
const pad = (text: string, width: number): string => text + ' '.repeat(Math.max(0, width - widthOf(text)));

/** The demo accounts as a plain-text table for the console (they are public, see the README). */
export function accountsTable(): string {
  const rows = [['账号', '密码', '说明'], ...DEMO_ACCOUNTS.map((a) => [a.username, a.password, a.description])];
  const widths = [0, 1].map((column) => Math.max(...rows.map((row) => widthOf(row[column] ?? ''))));
  return rows.map((row) => `  ${pad(row[0] ?? '', widths[0] ?? 0)}  ${pad(row[1] ?? '', widths[1] ?? 0)}  ${row[2] ?? ''}`).join('\n');
}
