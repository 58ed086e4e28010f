import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * DESIGN.md section 1: the import direction is enforced by dependency-cruiser with the
 * repository's .dependency-cruiser.cjs. These cases cruise a small tree laid out like the
 * repository (written to a temporary folder) with that config, and fail if a rule is deleted,
 * weakened, or silently stops seeing the imports it should catch.
 */
/** The repository holding this file, wherever it was cloned. */
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const config = createRequire(import.meta.url)(join(ROOT, '.dependency-cruiser.cjs')) as IConfiguration;

/** An import from a file of one layer to a module of another, written in the given style. */
type Style = 'static' | 'type' | 'dynamic' | 're-export';
interface Probe {
  readonly from: string;
  readonly to: string;
  readonly style?: Style;
}

const FORBIDDEN: readonly (Probe & { readonly rule: string })[] = [
  { from: 'src/domain/guard/probe.ts', to: 'src/ports/api/endpoints.ts', rule: 'domain-inward-only' },
  { from: 'src/domain/guard/probe.ts', to: 'src/ports/auth.port.ts', style: 'type', rule: 'domain-inward-only' },
  { from: 'src/domain/menu/probe.ts', to: 'src/app/app.module.ts', rule: 'domain-inward-only' },
  { from: 'src/domain/tabs/probe.ts', to: 'src/demo/people.ts', rule: 'domain-inward-only' },
  { from: 'src/ui/features/probe.ts', to: 'src/adapters/http/http-client.ts', rule: 'ui-no-adapters' },
  { from: 'src/ui/shell/probe.ts', to: 'src/adapters/memory/memory.module.ts', style: 'dynamic', rule: 'ui-no-adapters' },
  { from: 'src/ui/kit/probe.ts', to: 'src/composition/container.ts', rule: 'ui-no-adapters' },
  { from: 'src/app/session/probe.ts', to: 'src/ui/app.tsx', rule: 'app-inward-only' },
  { from: 'src/app/session/probe.ts', to: 'src/adapters/http/http-client.ts', rule: 'app-inward-only' },
  { from: 'src/ports/probe.ts', to: 'src/adapters/http/http-client.ts', style: 're-export', rule: 'ports-inward-only' },
  { from: 'src/adapters/http/probe.ts', to: 'src/app/app.module.ts', rule: 'adapters-inward-only' },
  { from: 'mock-server/probe.ts', to: 'src/app/app.module.ts', rule: 'mock-server-domain-and-api' },
  { from: 'mock-server/routes/probe.ts', to: 'src/ports/auth.port.ts', rule: 'mock-server-domain-and-api' },
  { from: 'src/demo/probe.ts', to: 'src/ports/api/endpoints.ts', rule: 'demo-imports-domain-only' },
  { from: 'src/ui/features/demo-probe.ts', to: 'src/demo/people.ts', rule: 'demo-only-for-memory-mock-and-tests' },
  { from: 'src/adapters/http/demo-probe.ts', to: 'src/demo/people.ts', style: 'type', rule: 'demo-only-for-memory-mock-and-tests' },
  { from: 'src/app/session/demo-probe.ts', to: 'src/demo/people.ts', rule: 'demo-only-for-memory-mock-and-tests' },
  { from: 'src/adapters/memory/probe.ts', to: 'tests/support/feature-modules.ts', rule: 'tests-not-imported' },
  { from: 'mock-server/bench-probe.ts', to: 'bench/budgets.ts', rule: 'bench-not-imported' },
  { from: 'src/composition/probe.ts', to: 'mock-server/seed.ts', rule: 'composition-no-test-code' },
];

const ALLOWED: readonly Probe[] = [
  { from: 'mock-server/allowed.ts', to: 'src/ports/api/endpoints.ts' },
  { from: 'mock-server/allowed.ts', to: 'src/domain/guard/redirect.ts' },
  { from: 'src/ui/features/allowed.ts', to: 'src/domain/guard/redirect.ts' },
  { from: 'src/ui/features/allowed.ts', to: 'src/app/app.module.ts' },
  { from: 'src/app/session/allowed.ts', to: 'src/ports/auth.port.ts' },
  { from: 'src/adapters/http/allowed.ts', to: 'src/ports/api/endpoints.ts' },
  { from: 'src/composition/allowed.ts', to: 'src/adapters/http/http-client.ts', style: 'dynamic' },
  { from: 'src/main.tsx', to: 'src/composition/container.ts' },
  { from: 'src/demo/allowed.ts', to: 'src/domain/guard/redirect.ts' },
  { from: 'src/adapters/memory/allowed.ts', to: 'src/demo/people.ts' },
  { from: 'mock-server/demo-allowed.ts', to: 'src/demo/people.ts' },
  { from: 'tests/unit/allowed.ts', to: 'src/demo/people.ts' },
  { from: 'bench/allowed.ts', to: 'tests/support/feature-modules.ts' },
];

/** Two modules that only need each other's types: still a cycle. */
const CYCLE: Readonly<Record<string, string>> = {
  'src/domain/affair/cycle-a.ts': "import type { B } from './cycle-b';\nexport interface A { readonly b?: B }\n",
  'src/domain/affair/cycle-b.ts': "import type { A } from './cycle-a';\nexport interface B { readonly a?: A }\n",
};

/** The import of one probe; `n` keeps the names apart when one file holds several probes. */
function importLine(probe: Probe, n: number): string {
  const relative = posix.relative(posix.dirname(probe.from), probe.to).replace(/\.tsx?$/, '');
  const specifier = relative.startsWith('.') ? relative : `./${relative}`;
  switch (probe.style ?? 'static') {
    case 'type':
      return `import type { Value as Value${n} } from '${specifier}';\nexport type Probe${n} = Value${n};\n`;
    case 'dynamic':
      return `export const probe${n} = () => import('${specifier}');\n`;
    case 're-export':
      return `export { value as value${n} } from '${specifier}';\n`;
    case 'static':
      return `import { value as value${n} } from '${specifier}';\nexport const probe${n} = value${n};\n`;
  }
}

function tree(): Map<string, string> {
  const probes = [...FORBIDDEN, ...ALLOWED];
  const files = new Map<string, string>(Object.entries(CYCLE));
  for (const probe of probes) files.set(probe.to, 'export const value = 1;\nexport type Value = number;\n');
  probes.forEach((probe, n) => files.set(probe.from, `${files.get(probe.from) ?? ''}${importLine(probe, n)}`));
  return files;
}

let folder: string;
let violations: readonly { readonly rule: string; readonly from: string; readonly to: string; readonly cycle: readonly string[] }[];

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'layering-'));
  for (const [path, text] of tree()) {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), text);
  }
  // The tsconfig of the repository is not needed: every probe import is relative.
  const { tsConfig: _tsConfig, ...options } = config.options ?? {};
  const result = await cruise(['src', 'mock-server', 'tests', 'bench'], {
    ...options,
    baseDir: folder,
    validate: true,
    ruleSet: { forbidden: config.forbidden ?? [] },
  });
  const output = result.output as ICruiseResult;
  violations = output.summary.violations.map((violation) => ({
    rule: violation.rule.name,
    from: violation.from,
    to: violation.to,
    cycle: (violation.cycle ?? []).map((step) => step.name),
  }));
}, 30_000);

afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

describe('layering (DESIGN.md section 1)', () => {
  it.each(FORBIDDEN.map((probe) => [probe.from, probe.to, probe.style ?? 'static', probe.rule] as const))(
    '%s may not import %s (%s): %s',
    (from, to, _style, rule) => {
      expect(violations.filter((violation) => violation.from === from && violation.to === to).map((violation) => violation.rule)).toContain(rule);
    },
  );

  it.each(ALLOWED.map((probe) => [probe.from, probe.to] as const))('%s may import %s', (from, to) => {
    expect(violations.filter((violation) => violation.from === from && violation.to === to)).toEqual([]);
  });

  it('reports a cycle made of type-only imports', () => {
    const cycles = violations.filter((violation) => violation.rule === 'no-circular');
    expect(cycles.length).toBeGreaterThan(0);
    for (const cycle of cycles) expect([cycle.from, ...cycle.cycle].sort()).toEqual(expect.arrayContaining(Object.keys(CYCLE).sort()));
  });

  it('reports nothing else', () => {
    const expected = (violation: (typeof violations)[number]): boolean =>
      FORBIDDEN.some((probe) => probe.from === violation.from && probe.to === violation.to) ||
      (violation.rule === 'no-circular' && violation.from in CYCLE);
    expect(violations.filter((violation) => !expected(violation))).toEqual([]);
  });

  it('npm run lint:deps cruises the whole project with this config', () => {
    const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts['lint:deps']).toBe('depcruise src mock-server tests bench --config .dependency-cruiser.cjs');
    expect(readFileSync(join(ROOT, 'scripts', 'test-all.mjs'), 'utf8')).toContain("'lint:deps'");
  });
});
