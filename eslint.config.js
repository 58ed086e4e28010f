import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const onlyRelative = (message) => ({ patterns: [{ regex: '^[^.]', message }] });

// The dependency is react-router-dom. Importing its inner react-router as well loaded two router
// instances in the shared component tier ("useNavigate() may be used only in the context of a <Router>").
// Flat config lets the last block naming a rule replace it, so every block restricting imports in src/ui lists this.
const ONE_ROUTER = { name: 'react-router', message: "Import from 'react-router-dom', the declared dependency." };

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.data/**', 'coverage/**', 'test-results/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
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
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!\\.|inversify$|valibot$)', message: 'src/ports imports only src/domain, inversify types and valibot (the input schemas).' }] }],
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
    files: ['src/ui/**/*.{ts,tsx}', 'src/composition/**/*.{ts,tsx}', 'tests/component/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [ONE_ROUTER] }],
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}', 'tests/component/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Escape from a collapsed Select must close a dialog too; the kit's Dialog and Sheet see to it.
    files: ['src/ui/**/*.{ts,tsx}'],
    ignores: ['src/ui/kit/dialog.tsx', 'src/ui/kit/sheet.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@douyinfe/semi-ui-19/lib/es/modal', message: 'Use Dialog from src/ui/kit/dialog.tsx.' },
            { name: '@douyinfe/semi-ui-19/lib/es/sideSheet', message: 'Use Sheet from src/ui/kit/sheet.tsx.' },
            { name: '@douyinfe/semi-ui-19/lib/es/popconfirm', message: 'Use ConfirmDialog from src/ui/kit/confirm-dialog.tsx: a Popconfirm on a Semi Button never takes the focus.' },
            ONE_ROUTER,
          ],
        },
      ],
    },
  },
  {
    files: ['mock-server/**/*.ts', 'scripts/**/*.mjs', 'bench/**/*.ts', 'tests/e2e/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
