// One chromium per test file, driving a server no other file uses meanwhile; a fresh context per test, a
// screenshot per page when a test fails (test-results/e2e/<test name>.png, kept by CI as
// artifacts), and the accessibility and CSP gate:
// every screen a test's pages visit or end on is audited with axe (once per run, see
// audit-claims.ts), and a test fails when any audit found a serious or critical problem or the page
// reported a Content-Security-Policy violation.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { auditAccessibility } from './accessibility';
import { auditClaims, screenOf, type AuditClaims } from './audit-claims';
import { launchChromium, newDesktopContext } from './chromium';
import { ROOT } from './server';
import { leaseServer, type ServerLease } from './server-lease';

const SCREENSHOT_DIR = join(ROOT, 'test-results/e2e');
/** Local triage only (never set by `npm test` or CI): print the gate's findings instead of failing. */
const REPORT_ONLY = process.env.E2E_A11Y_REPORT_ONLY === '1';
/** The display cookies that change how a route looks, so a route is audited once per look. */
const LOOK_COOKIES: readonly string[] = ['currentColorName', 'fontClass'];
const CSP_BINDING = '__e2eReportCspViolation';

export interface E2E {
  /** Origin of the production server, e.g. http://127.0.0.1:41234. */
  readonly baseUrl: string;
  /** A page in a new browser context (its own cookies and storage), closed after the test. */
  newPage(): Promise<Page>;
  /** The CSP violations collected so far in this test, which the gate then forgets (for the test of the collector itself). */
  takeCspViolations(): string[];
}

/** What the gate collected during one test. */
interface Gate {
  readonly findings: string[];
  readonly csp: Set<string>;
  readonly problems: string[];
}

const fileName = (testName: string): string => testName.replace(/[\\/:*?"<>|\s]+/g, '_').slice(0, 150);
const message = (error: unknown): string => (error instanceof Error ? error.message : String(error));

async function keepEvidence(testName: string, contexts: readonly BrowserContext[], problems: readonly string[]): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const pages = contexts.flatMap((context) => context.pages());
  for (const [index, page] of pages.entries()) {
    const path = join(SCREENSHOT_DIR, `${fileName(testName)}${index === 0 ? '' : `-${index + 1}`}.png`);
    try {
      await page.screenshot({ path, fullPage: true });
      console.error(`screenshot of the failed test "${testName}" (${page.url()}): ${path}`);
    } catch (error) {
      console.error(`no screenshot for "${testName}": ${message(error)}`);
    }
  }
  if (problems.length > 0) console.error(`browser errors during "${testName}":\n  ${problems.join('\n  ')}`);
}

/** Reports every securitypolicyviolation of every document of the context to the test. */
async function collectCsp(context: BrowserContext, gate: Gate): Promise<void> {
  await context.exposeBinding(CSP_BINDING, ({ page }, report: string) => {
    gate.csp.add(`${page.url()}: ${report}`);
  });
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (text: string) => void>)[binding];
      report?.(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} in ${event.sourceFile || event.documentURI}:${event.lineNumber}`);
    });
  }, CSP_BINDING);
}

/** The display cookies that change how every screen looks (colour, font size). */
async function lookOf(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  return LOOK_COOKIES.map((name) => cookies.find((cookie) => cookie.name === name)?.value ?? '').join('|');
}

/** Audits the page under a claim key unless the run already audited that screen. */
async function auditClaimed(page: Page, key: string, label: string, claims: AuditClaims, findings: string[], problems: string[]): Promise<void> {
  if (!claims.claim(key)) return;
  try {
    findings.push(...(await auditAccessibility(page, label)));
  } catch (error) {
    claims.release(key);
    problems.push(`axe could not audit ${page.url()}: ${message(error)}`);
  }
}

/**
 * Audits the route a page arrived at, once per screen and look in the run (screenOf: the address
 * without its record ids). Not per user: the same screen seen by the next of some thirty users
 * the tests sign in differs in its data, not in its markup.
 */
async function auditRoute(page: Page, claims: AuditClaims, gate: Gate): Promise<void> {
  if (page.isClosed()) return;
  const url = new URL(page.url());
  if (!url.protocol.startsWith('http')) return;
  const look = await lookOf(page);
  const label = `route ${url.pathname}${url.search}${look === '|' ? '' : ` (${look})`}`;
  await auditClaimed(page, `route ${screenOf(url)}|${look}`, label, claims, gate.findings, gate.problems);
}

/** Audits where a test left a page, once per screen, open dialogs and look in the run. */
async function auditFinalState(page: Page, claims: AuditClaims, gate: Gate): Promise<void> {
  const url = new URL(page.url());
  if (!url.protocol.startsWith('http')) return;
  const look = await lookOf(page);
  const dialogs = await page
    .evaluate(() => [...document.querySelectorAll('.semi-modal-title, .semi-sidesheet-title')].map((title) => title.textContent ?? '').join('+'))
    .catch(() => '');
  await auditClaimed(page, `final ${screenOf(url)}|${dialogs}|${look}`, 'final state', claims, gate.findings, gate.problems);
}

/** Makes goto, reload and waitForURL audit the route they end on, and collects the page's CSP reports and errors. */
function instrument(page: Page, claims: AuditClaims, gate: Gate): void {
  page.on('pageerror', (error) => gate.problems.push(`pageerror: ${error.message}`));
  page.on('console', (entry) => {
    if (/Content Security Policy/i.test(entry.text())) gate.csp.add(`${page.url()}: ${entry.text()}`);
    else if (entry.type() === 'error') gate.problems.push(`console: ${entry.text()}`);
  });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const waitForURL = page.waitForURL.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await auditRoute(page, claims, gate);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await auditRoute(page, claims, gate);
    return response;
  };
  page.waitForURL = async (...args) => {
    await waitForURL(...args);
    await auditRoute(page, claims, gate);
  };
}

function gateReport(gate: Gate): string | undefined {
  if (gate.findings.length === 0 && gate.csp.size === 0) return undefined;
  const parts = [`accessibility and CSP gate: ${gate.findings.length} serious/critical axe finding(s), ${gate.csp.size} CSP violation(s)`];
  if (gate.findings.length > 0) parts.push(...gate.findings);
  if (gate.csp.size > 0) parts.push('Content-Security-Policy violations:', ...[...gate.csp].map((line) => `  ${line}`));
  return parts.join('\n');
}

/** Registers the hooks of a browser test file and returns the per-test page factory. */
export function useBrowser(): E2E {
  let lease: ServerLease | undefined;
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];
  let gate: Gate = { findings: [], csp: new Set(), problems: [] };
  let claims: AuditClaims | undefined;

  beforeAll(async () => {
    claims = auditClaims(inject('auditDir'));
    lease = await leaseServer(inject('baseUrls'), inject('leaseDir'));
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    lease?.release();
  });
  afterEach(async ({ task }) => {
    const finished = gate;
    for (const page of contexts.flatMap((context) => context.pages())) {
      if (!page.isClosed() && claims !== undefined) await auditFinalState(page, claims, finished);
    }
    const report = gateReport(finished);
    if (task.result?.state === 'fail' || (report !== undefined && !REPORT_ONLY)) await keepEvidence(task.name, contexts, finished.problems);
    await Promise.all(contexts.map((context) => context.close()));
    contexts = [];
    gate = { findings: [], csp: new Set(), problems: [] };
    if (report === undefined) return;
    if (REPORT_ONLY) console.warn(`[E2E_A11Y_REPORT_ONLY] "${task.name}"\n${report}`);
    else throw new Error(report);
  });

  return {
    get baseUrl(): string {
      if (lease === undefined) throw new Error('no server leased for this file (beforeAll failed?)');
      return lease.baseUrl;
    },
    async newPage(): Promise<Page> {
      if (browser === undefined || claims === undefined) throw new Error('chromium is not running (beforeAll failed?)');
      const fileClaims = claims;
      const context = await newDesktopContext(browser);
      contexts.push(context);
      const current = gate;
      const instrumented = new WeakSet<Page>();
      const track = (page: Page): void => {
        if (instrumented.has(page)) return;
        instrumented.add(page);
        instrument(page, fileClaims, current);
      };
      await collectCsp(context, current);
      // Popups and pages a test opens itself in this context pass the same gate.
      context.on('page', track);
      const page = await context.newPage();
      track(page);
      return page;
    },
    takeCspViolations(): string[] {
      const taken = [...gate.csp];
      gate.csp.clear();
      return taken;
    },
  };
}
