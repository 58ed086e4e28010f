import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * DESIGN.md section 1: the purity of src/domain (no libraries, clock, randomness or browser) is
 * enforced by eslint.config.js. These cases lint virtual files inside the repository with that
 * config and fail if a rule is deleted or weakened. The import direction is dependency-cruiser's
 * (layering.test.ts).
 */
/** The repository holding this file, wherever it was cloned. */
const ROOT = fileURLToPath(new URL('../../..', import.meta.url)).replace(/\/$/, '');
let eslint: ESLint;

// Loading the config (typescript-eslint) takes seconds on a busy machine: do it once, before the cases.
beforeAll(async () => {
  eslint = new ESLint({ cwd: ROOT });
  await eslint.lintText('', { filePath: `${ROOT}/src/domain/guard/probe.ts` });
}, 30_000);

async function lint(filePath: string, code: string): Promise<ESLint.LintResult> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}/${filePath}` });
  if (result === undefined) throw new Error(`no lint result for ${filePath}`);
  return result;
}

const errorsOf = (result: ESLint.LintResult, ruleId: string): string[] =>
  result.messages.filter((message) => message.ruleId === ruleId && message.severity === 2).map((message) => message.message);

describe('src/domain is pure', () => {
  it.each([
    ["import axios from 'axios';\nexport const probe = axios;\n", 'no-restricted-imports'],
    ["import { Observable } from 'rxjs';\nexport const probe = Observable;\n", 'no-restricted-imports'],
    ['export const probe = (): number => Date.now();\n', 'no-restricted-properties'],
    ['export const probe = (): Date => new Date();\n', 'no-restricted-syntax'],
    ['export const probe = (): number => Math.random();\n', 'no-restricted-properties'],
    ['export const probe = (): number => window.innerWidth;\n', 'no-restricted-globals'],
    ["export const probe = (): string | null => localStorage.getItem('x');\n", 'no-restricted-globals'],
    ["export const probe = (): Promise<Response> => fetch('/api');\n", 'no-restricted-globals'],
    ['export const probe = (): string => document.title;\n', 'no-restricted-globals'],
    ['export const probe = (f: () => void): unknown => setTimeout(f, 1);\n', 'no-restricted-globals'],
    ['export const probe = (x: any): unknown => x;\n', '@typescript-eslint/no-explicit-any'],
  ])('%j is an error', async (code, ruleId) => {
    const result = await lint('src/domain/guard/probe.ts', code);
    expect(errorsOf(result, ruleId).length).toBeGreaterThan(0);
  });

  it('accepts a clean domain file that takes time and ids as arguments', async () => {
    const code = [
      "import { safeRedirect } from './redirect';",
      "import { type Result, ok, err } from '../shared/result';",
      '',
      '/** A pure rule: the clock reading comes in as an argument. */',
      'export function expiresAfter(issuedAtMs: number, nowMs: number, lifetimeMs: number): Result<number, string> {',
      "  if (nowMs < issuedAtMs) return err('clock went backwards');",
      '  return ok(Math.max(0, issuedAtMs + lifetimeMs - nowMs));',
      '}',
      '',
      'export const at = (ms: number): Date => new Date(ms);',
      "export const home = (): string => safeRedirect('/index');",
      '',
    ].join('\n');
    const result = await lint('src/domain/guard/probe.ts', code);
    expect(result.messages).toEqual([]);
  });

  it('the same impure code is fine outside src/domain', async () => {
    const result = await lint('src/adapters/browser/probe.ts', 'export const probe = (): number => Date.now() + Math.random() + window.innerWidth;\n');
    expect(result.errorCount).toBe(0);
  });
});
