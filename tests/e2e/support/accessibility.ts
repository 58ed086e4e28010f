// axe-core audit of a page as the browser tests' gate sees it: serious and critical findings as
// readable lines. Free of Vitest so the benchmark and scripts can use it too.
import axe, { type AxeResults, type Result } from 'axe-core';
import type { Page } from 'playwright-core';

const SETTLE_TIMEOUT_MS = 5000;
const GATED_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);

/**
 * Waits until the page has loaded, shows no spinner and runs no CSS animation. Bounded: a page
 * that stays busy (a loading state a test holds on purpose) is audited as it is.
 */
export async function settle(page: Page, timeout = SETTLE_TIMEOUT_MS): Promise<void> {
  if (timeout <= 0) return;
  const deadline = Date.now() + timeout;
  await page.waitForLoadState('load', { timeout }).catch(() => undefined);
  await page
    .waitForFunction(
      () => {
        const busy = [...document.querySelectorAll<HTMLElement>('.semi-spin-spinning, .page-loading')].some(
          (element) => element.offsetParent !== null || element.getClientRects().length > 0,
        );
        const animating = document.getAnimations().some((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity);
        return !busy && !animating;
      },
      undefined,
      { timeout: Math.max(deadline - Date.now(), 1), polling: 100 },
    )
    .catch(() => undefined);
}

function describeViolation(violation: Result, where: string): string {
  const nodes = violation.nodes.map((node) => {
    const summary = (node.failureSummary ?? '').replace(/\s*\n\s*/g, ' ').trim();
    return `    ${node.target.map(String).join(' ')} — ${summary}`;
  });
  return [`${where}: ${violation.id} (${violation.impact ?? 'unknown'}, ${violation.nodes.length}) ${violation.help}`, ...nodes].join('\n');
}

/**
 * axe-core's default rules run in the page, injected once per document. Not AxeBuilder: it injects
 * axe again on every call, runs its final pass in an extra blank page and returns passes and
 * incomplete results too, which made each audit three times slower on the test machine.
 */
async function runAxe(page: Page): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(() => (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] }));
}

const navigatedAway = (error: unknown): boolean =>
  error instanceof Error && /Execution context was destroyed|frame was detached|navigat/i.test(error.message);

/**
 * Settles the page, runs axe with its default rules and returns one entry per serious or critical
 * rule: the rule id, impact, help text and each failing node's selector and failure summary,
 * prefixed with the label and the page's address. Empty when the page passes. settleTimeout 0
 * audits a loading state as it is.
 */
export function auditAccessibility(page: Page, label: string, settleTimeout = SETTLE_TIMEOUT_MS): Promise<string[]> {
  // One audit at a time per page: axe refuses a second run while one is going ("Axe is already
  // running"), which happens when the gate's wrapped waitForURL and a test's own audit overlap.
  const previous = runningAudits.get(page) ?? Promise.resolve();
  const audit = previous.then(() => auditOnce(page, label, settleTimeout));
  runningAudits.set(page, audit.catch(() => undefined));
  return audit;
}

const runningAudits = new WeakMap<Page, Promise<unknown>>();

async function auditOnce(page: Page, label: string, settleTimeout: number): Promise<string[]> {
  for (let attempt = 1; ; attempt += 1) {
    await settle(page, settleTimeout);
    try {
      const result = await runAxe(page);
      const where = `${label} ${page.url()}`;
      return result.violations.filter((violation) => GATED_IMPACTS.has(violation.impact ?? '')).map((violation) => describeViolation(violation, where));
    } catch (error) {
      if (attempt >= 2 || !navigatedAway(error)) throw error;
    }
  }
}

/** The rule ids of audit lines, as a sorted set (for tests that assert which rules failed). */
export function ruleIds(findings: readonly string[]): string[] {
  return [...new Set(findings.map((line) => /: ([a-z0-9-]+) \(/.exec(line.split('\n')[0] ?? '')?.[1] ?? '?'))].sort();
}
