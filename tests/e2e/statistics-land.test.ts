// 集体土地统计 and 耕地变化统计 end to end: the 集体土地 export downloaded in the browser is the
// table on the screen cell by cell (grouped head included), and 耕地变化 draws its chart and table
// for the province with the chart's data table adding up to the division table.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sheetGrid, type SheetCell } from '../support/report-sheet';
import { readmeAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { openAndSignIn } from './support/login';

const e2e = useBrowser();

/** The Semi table on the screen as a grid: the head's spans repeated over their cells, numbers read back from their grouping. */
function screenGrid(page: Page, scope: string): Promise<SheetCell[][]> {
  return page.locator(scope).evaluate((root) => {
    const value = (text: string): string | number | null => {
      const trimmed = text.trim();
      if (trimmed === '') return null;
      return /^-?[\d,]+(\.\d+)?$/.test(trimmed) ? Number(trimmed.replaceAll(',', '')) : trimmed;
    };
    const head: (string | number | null)[][] = [];
    const headRows = [...root.querySelectorAll('thead tr')];
    headRows.forEach((tr, r) => {
      head[r] ??= [];
      let c = 0;
      for (const th of tr.querySelectorAll('th')) {
        while (head[r]?.[c] !== undefined) c += 1;
        const cell = th as HTMLTableCellElement;
        for (let dr = 0; dr < cell.rowSpan; dr += 1) {
          head[r + dr] ??= [];
          for (let dc = 0; dc < cell.colSpan; dc += 1) (head[r + dr] ?? [])[c + dc] = value(cell.textContent ?? '');
        }
        c += cell.colSpan;
      }
    });
    const body = [...root.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => value(cell.textContent ?? '')));
    return [...head, ...body];
  });
}

describe('统计: 集体土地 and 耕地变化', () => {
  it('downloads the 集体土地 table in 亩 as an .xlsx that matches the screen cell by cell, and draws 耕地变化 for the province', async () => {
    const page = await e2e.newPage();
    await openAndSignIn(page, e2e.baseUrl, readmeAccount('province'));

    await page.goto(`${e2e.baseUrl}/analysis/collective?unit=mu`);
    const collective = page.locator('.land-stats .report-table');
    await collective.locator('tbody tr.report-table__totals').waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByRole('radio', { name: '亩' }).isChecked()).toBe(true);
    const screen = await screenGrid(page, '.land-stats .report-table');
    expect(screen[0]).toEqual(expect.arrayContaining(['行政区', '设施农业用地', '乡村建设规划许可', '农村宅基地/农房建设', '合计']));
    expect(screen[1]).toContain('面积（亩）');
    expect(screen.at(-1)?.[0]).toBe('合计');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出 Excel' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^江西省集体土地统计表-\d{8}\.xlsx$/);
    const sheet = await sheetGrid(new Uint8Array(await readFile(await download.path())));
    expect(sheet[0]?.[0]).toBe('江西省集体土地统计表');
    expect(sheet[1]?.[0]).toMatch(/面积单位：亩$/);
    expect(sheet.slice(2)).toEqual(screen);

    await page.goto(`${e2e.baseUrl}/special/farmland?year=2026&granularity=quarter`);
    const farmland = page.locator('.land-stats .report-table');
    await farmland.locator('tbody tr.report-table__totals').waitFor({ timeout: 20_000 });
    await page.locator('.land-stats__chart svg').first().waitFor({ timeout: 20_000 });
    const table = await screenGrid(page, '.land-stats .report-table');
    expect(table[0]).toEqual(['行政区', '占用耕地（公顷）', '复垦恢复耕地（公顷）', '耕地净变化（公顷）']);
    const totals = table.at(-1) ?? [];
    expect(totals[0]).toBe('合计');
    expect(Number(totals[1])).toBeGreaterThan(0);

    const toggle = page.locator('.land-stats__chart').getByRole('button', { name: '数据表', exact: true });
    if (await toggle.isVisible()) await toggle.click();
    const series = await screenGrid(page, '.land-stats__chart');
    const quarters = series.slice(1);
    expect(quarters.map((row) => row[0])).toEqual(['第1季度', '第2季度', '第3季度', '第4季度']);
    // Each figure is rounded to 1 m² on its own: the quarters and the divisions cut the same sum, so they agree within that rounding.
    const sum = (rows: readonly SheetCell[][], column: number): number => rows.reduce((total, row) => total + Math.round(Number(row[column]) * 10_000), 0);
    const slack = quarters.length + table.length;
    for (const column of [1, 2, 3]) expect(Math.abs(sum(quarters, column) - Math.round(Number(totals[column]) * 10_000))).toBeLessThanOrEqual(slack);
    expect(sum(table.slice(1, -1), 1)).toBe(Math.round(Number(totals[1]) * 10_000));
  });
});
