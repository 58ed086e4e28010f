import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Whether the focused element is inside an open dialog. */
export const focusInDialog = (page: Page): Promise<boolean> => page.evaluate(() => (document.activeElement?.closest('[role="dialog"]') ?? null) !== null);

/** Tab twelve times and Shift+Tab four times: focus never leaves the open dialog. */
export async function expectFocusKeptInDialog(page: Page): Promise<void> {
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press('Tab');
    expect(await focusInDialog(page)).toBe(true);
  }
  for (let step = 0; step < 4; step += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInDialog(page)).toBe(true);
  }
}
