import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { layeringPlugin } from './eslint/layering-plugin.js';

/** DESIGN.md section 1: who may import whom. A zone forbids `from` inside `target`. */
const layers = [
  {
    target: './src/domain',
    from: ['./src/ports', './src/adapters', './src/app', './src/ui', './src/composition', './src/main.tsx', './mock-server'],
    message: 'src/domain imports nothing outside src/domain.',
  },
  {
    target: './src/ports',
    from: ['./src/adapters', './src/app', './src/ui', './src/composition', './src/main.tsx', './mock-server'],
    message: 'src/ports imports only src/domain.',
  },
  {
    target: './src/adapters',
    from: ['./src/app', './src/ui', './src/composition', './src/main.tsx', './mock-server'],
    message: 'src/adapters imports only src/ports, src/domain and libraries.',
  },
  {
    target: './src/app',
    from: ['./src/adapters', './src/ui', './src/composition', './src/main.tsx', './mock-server'],
    message: 'src/app imports only src/ports, src/domain, rxjs and inversify.',
  },
  {
    target: './src/ui',
    from: ['./src/adapters', './src/composition', './src/main.tsx', './mock-server'],
    message: 'Only the composition root knows the concrete adapters.',
  },
  {
    target: './mock-server',
    from: ['./src/adapters', './src/app', './src/ui', './src/composition', './src/main.tsx'],
    message: 'The mock server reuses src/domain and the API types of src/ports/api only.',
  },
  {
    target: './mock-server',
    from: './src/ports',
    except: ['./api'],
    message: 'The mock server reuses src/domain and the API types of src/ports/api only.',
  },
  {
    target: './src/demo',
    from: ['./src/ports', './src/adapters', './src/app', './src/ui', './src/composition', './src/main.tsx', './mock-server'],
    message: 'src/demo (the demo seed) imports only src/domain.',
  },
  {
    // The demo seed stands in for a backend's data, so only the two stand-in backends (and tests,
    // which lie outside ./src) read it; a rule or a view that did would show the demo's province
    // against a real backend.
    target: './src',
    exceptTarget: ['./demo', './adapters/memory'],
    from: './src/demo',
    message: 'Only src/adapters/memory, mock-server and tests import src/demo.',
  },
];

const onlyRelative = (message) => ({ patterns: [{ regex: '^[^.]', message }] });

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.data/**', 'coverage/**', 'test-results/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { layers: layeringPlugin },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'layers/no-restricted-paths': ['error', { zones: layers }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', onlyRelative('src/domain is pure: no libraries.')],
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'localStorage', 'sessionStorage', 'fetch', 'navigator', 'XMLHttpRequest', 'location', 'process', 'setTimeout', 'setInterval'].map(
          (name) => ({ name, message: 'src/domain is pure: pass this in through a port or an argument.' }),
        ),
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Randomness comes in through IdGenerator or a seed.' },
        { object: 'Date', property: 'now', message: 'Time comes in through Clock or an argument.' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Time comes in through Clock or an argument.' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['src/ports/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!\\.|inversify$)', message: 'src/ports imports only src/domain (and inversify types).' }] }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['src/app/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!\\.|rxjs|inversify$)', message: 'src/app imports only src/ports, src/domain, rxjs and inversify.' }] }],
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}', 'tests/component/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['mock-server/**/*.ts', 'scripts/**/*.mjs', 'bench/**/*.ts', 'tests/e2e/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
