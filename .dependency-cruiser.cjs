// DESIGN.md section 1: who may import whom, checked by `npm run lint:deps`. Each rule forbids
// files matching `from` to depend on modules matching `to`; the comment is what a breach prints.
// Static imports, re-exports, dynamic import() and type-only imports all count, so a layer
// cannot lean on another one through its types either.

const ENTRY = 'src/(main\\.tsx|composition/)';
const OUTER = {
  adapters: 'src/adapters/',
  app: 'src/app/',
  ui: 'src/ui/',
  composition: ENTRY,
  mockServer: 'mock-server/',
  tests: 'tests/',
  bench: 'bench/',
};
const anyOf = (...paths) => `^(${paths.join('|')})`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-inward-only',
      comment: 'src/domain imports nothing outside src/domain.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { pathNot: '^src/domain/' },
    },
    {
      name: 'ports-inward-only',
      comment: 'src/ports imports only src/domain.',
      severity: 'error',
      from: { path: '^src/ports/' },
      to: { path: anyOf(OUTER.adapters, OUTER.app, OUTER.ui, OUTER.composition, 'src/demo/', OUTER.mockServer, OUTER.tests, OUTER.bench) },
    },
    {
      name: 'adapters-inward-only',
      comment: 'src/adapters imports only src/ports, src/domain and libraries.',
      severity: 'error',
      from: { path: '^src/adapters/' },
      to: { path: anyOf(OUTER.app, OUTER.ui, OUTER.composition, OUTER.mockServer, OUTER.tests, OUTER.bench) },
    },
    {
      name: 'app-inward-only',
      comment: 'src/app imports only src/ports, src/domain, rxjs and inversify.',
      severity: 'error',
      from: { path: '^src/app/' },
      to: { path: anyOf(OUTER.adapters, OUTER.ui, OUTER.composition, 'src/demo/', OUTER.mockServer, OUTER.tests, OUTER.bench) },
    },
    {
      name: 'ui-no-adapters',
      comment: 'Only the composition root knows the concrete adapters.',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: anyOf(OUTER.adapters, OUTER.composition, 'src/demo/', OUTER.mockServer, OUTER.tests, OUTER.bench) },
    },
    {
      name: 'composition-no-test-code',
      comment: 'The composition root binds src code only; tests and bench are never shipped.',
      severity: 'error',
      from: { path: `^${ENTRY}` },
      to: { path: anyOf(OUTER.mockServer, OUTER.tests, OUTER.bench) },
    },
    {
      name: 'mock-server-domain-and-api',
      comment: 'The mock server reuses src/domain and the API types of src/ports/api only.',
      severity: 'error',
      from: { path: '^mock-server/' },
      to: { path: anyOf(OUTER.adapters, OUTER.app, OUTER.ui, OUTER.composition, 'src/ports/(?!api/)', OUTER.tests, OUTER.bench) },
    },
    {
      // The demo seed is data over the domain's types: no libraries, no other layer; src/geo is
      // data too (the real outlines its parcels lie in).
      name: 'demo-imports-domain-only',
      comment: 'src/demo imports only src/domain and the outlines of src/geo.',
      severity: 'error',
      from: { path: '^src/demo/' },
      to: { pathNot: '^src/(domain|demo|geo)/' },
    },
    {
      // Production code must not ship the demo's divisions and accounts (issue 11).
      name: 'demo-only-for-memory-mock-and-tests',
      comment: 'Only src/adapters/memory, the mock server and tests may import src/demo.',
      severity: 'error',
      from: { pathNot: anyOf('src/demo/', 'src/adapters/memory/', OUTER.mockServer, OUTER.tests) },
      to: { path: '^src/demo/' },
    },
    {
      // The Word, PDF and .xlsx codecs (src/print, src/xlsx) are I/O both backends share: they
      // read and write bytes over the domain's plain data, so the mock server need not reach into
      // src/adapters and the memory adapter need not copy them.
      name: 'codecs-over-domain-only',
      comment: 'src/print and src/xlsx import only src/domain and libraries.',
      severity: 'error',
      from: { path: '^src/(print|xlsx)/' },
      to: { path: '^(src/(adapters|app|ui|composition|ports|demo)/|src/main\\.tsx|mock-server/|tests/|bench/)' },
    },
    {
      name: 'codecs-not-in-client-layers',
      comment: 'Only src/adapters, the mock server, tests and bench use src/print and src/xlsx (never the app, the UI or the domain).',
      severity: 'error',
      from: { path: '^src/(domain|ports|app|ui|demo)/' },
      to: { path: '^src/(print|xlsx)/' },
    },
    {
      // The photo EXIF reader is a codec the UI loads lazily: a library wrapper over plain data.
      name: 'exif-codec-library-only',
      comment: 'src/exif imports only libraries.',
      severity: 'error',
      from: { path: '^src/exif/' },
      to: { path: '^(src/(?!exif/)|mock-server/|tests/|bench/)' },
    },
    {
      name: 'tests-not-imported',
      comment: 'Nothing but tests and bench depends on test code.',
      severity: 'error',
      from: { pathNot: anyOf(OUTER.tests, OUTER.bench) },
      to: { path: anyOf(OUTER.tests) },
    },
    {
      name: 'bench-not-imported',
      comment: 'The bench is a tool: nothing depends on it.',
      severity: 'error',
      from: { pathNot: anyOf(OUTER.bench) },
      to: { path: anyOf(OUTER.bench) },
    },
    {
      name: 'no-circular',
      comment: 'Modules may not depend on each other in a cycle (type-only imports included): move the shared piece to the module that owns it.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|coverage|test-results|\\.data)/' },
    // Count `import type` and type-only re-exports, which the compiled JavaScript no longer has.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
