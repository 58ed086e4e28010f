import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * DESIGN.md section 1: the import direction and the purity of src/domain are enforced by
 * eslint.config.js. These cases lint virtual files inside the repository with that config and
 * fail if a rule is deleted, weakened, or silently stops resolving the imports it should catch.
 */
/** The repository holding this file, wherever it was cloned. */
const ROOT = fileURLToPath(new URL('../../..', import.meta.url)).replace(/\/$/, '');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

async function lint(filePath: string, code: string): Promise<ESLint.LintResult> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}/${filePath}` });
  if (result === undefined) throw new Error(`no lint result for ${filePath}`);
  return result;
}

const errorsOf = (result: ESLint.LintResult, ruleId: string): string[] =>
  result.messages.filter((message) => message.ruleId === ruleId && message.severity === 2).map((message) => message.message);

describe('layering (DESIGN.md section 1)', () => {
  it.each([
    ['src/domain/guard/probe.ts', "import { endpoints } from '../../ports/api/endpoints';\nexport const probe = endpoints;\n", 'src/domain imports nothing outside src/domain.'],
    ['src/domain/guard/probe.ts', "import { AuthPort } from '../../ports/auth.port';\nexport const probe = AuthPort;\n", 'src/domain imports nothing outside src/domain.'],
    ['src/domain/menu/probe.ts', "import { appModule } from '../../app/app.module';\nexport const probe = appModule;\n", 'src/domain imports nothing outside src/domain.'],
    ['src/ui/features/probe.ts', "import * as http from '../../adapters/http/http-client';\nexport const probe = http;\n", 'Only the composition root knows the concrete adapters.'],
    ['src/app/session/probe.ts', "import * as ui from '../../ui/app';\nexport const probe = ui;\n", 'src/app imports only src/ports, src/domain, rxjs and inversify.'],
    ['src/app/session/probe.ts', "import * as http from '../../adapters/http/http-client';\nexport const probe = http;\n", 'src/app imports only src/ports, src/domain, rxjs and inversify.'],
    ['src/ports/probe.ts', "import * as http from '../adapters/http/http-client';\nexport const probe = http;\n", 'src/ports imports only src/domain.'],
    ['mock-server/probe.ts', "import { appModule } from '../src/app/app.module';\nexport const probe = appModule;\n", 'The mock server reuses src/domain and the API types of src/ports/api only.'],
    ['mock-server/probe.ts', "import { AuthPort } from '../src/ports/auth.port';\nexport const probe = AuthPort;\n", 'The mock server reuses src/domain and the API types of src/ports/api only.'],
    ['src/demo/probe.ts', "import { endpoints } from '../ports/api/endpoints';\nexport const probe = endpoints;\n", 'src/demo (the demo seed) imports only src/domain.'],
    ['src/domain/filing/probe.ts', "import { buildDivisions } from '../../demo/divisions';\nexport const probe = buildDivisions;\n", 'Only src/adapters/memory, mock-server and tests import src/demo.'],
    ['src/ui/features/probe.ts', "import { buildDivisions } from '../../demo/divisions';\nexport const probe = buildDivisions;\n", 'Only src/adapters/memory, mock-server and tests import src/demo.'],
    ['src/adapters/http/probe.ts', "import { buildDivisions } from '../../demo/divisions';\nexport const probe = buildDivisions;\n", 'Only src/adapters/memory, mock-server and tests import src/demo.'],
    ['src/app/session/probe.ts', "import { buildDivisions } from '../../demo/divisions';\nexport const probe = buildDivisions;\n", 'Only src/adapters/memory, mock-server and tests import src/demo.'],
  ])('%s may not import that: %j', async (filePath, code, message) => {
    const result = await lint(filePath, code);
    expect(errorsOf(result, 'layers/no-restricted-paths').some((text) => text.includes(message))).toBe(true);
  });

  it.each([
    ['mock-server/probe.ts', "import { endpoints } from '../src/ports/api/endpoints';\nimport { safeRedirect } from '../src/domain/guard/redirect';\nexport const probe = [endpoints, safeRedirect];\n"],
    ['src/ui/features/probe.ts', "import { safeRedirect } from '../../domain/guard/redirect';\nimport { appModule } from '../../app/app.module';\nexport const probe = [safeRedirect, appModule];\n"],
    ['src/app/session/probe.ts', "import { safeRedirect } from '../../domain/guard/redirect';\nimport { AuthPort } from '../../ports/auth.port';\nexport const probe = [safeRedirect, AuthPort];\n"],
    ['src/adapters/http/probe.ts', "import { safeRedirect } from '../../domain/guard/redirect';\nimport { endpoints } from '../../ports/api/endpoints';\nexport const probe = [safeRedirect, endpoints];\n"],
    ['src/demo/probe.ts', "import { safeRedirect } from '../domain/guard/redirect';\nimport { buildDivisions } from './divisions';\nexport const probe = [safeRedirect, buildDivisions];\n"],
    ['src/adapters/memory/probe.ts', "import { buildDivisions } from '../../demo/divisions';\nexport const probe = buildDivisions;\n"],
    ['mock-server/probe.ts', "import { buildDivisions } from '../src/demo/divisions';\nexport const probe = buildDivisions;\n"],
  ])('%s may import inward', async (filePath, code) => {
    const result = await lint(filePath, code);
    expect(result.messages).toEqual([]);
  });
});

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
