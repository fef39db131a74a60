import js from '@eslint/js'
import pluginQuery from '@tanstack/eslint-plugin-query'
import pluginRouter from '@tanstack/eslint-plugin-router'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { mockBackendPlugin } from './build/eslint-mock-backend.js'
import { testOnlyCodePlugin } from './build/eslint-test-only-code.js'

export default tseslint.config(
  {
    ignores: [
      'scripts/_*',
      'dist',
      'coverage',
      'public/mockServiceWorker.js',
      'src/routeTree.gen.ts',
      'test-results',
      'test-results-flaky',
      '.bench',
      'dist-e2e',
      'dist-check',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
  jsxA11y.flatConfigs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render user text as text (PRODUCT.md §3).',
        },
        {
          selector: "MemberExpression[property.name='innerHTML']",
          message: 'Render user text as text (PRODUCT.md §3).',
        },
      ],
      'no-eval': 'error',
    },
  },
  // Imports flow one way: src/lib (plumbing without business knowledge) below src/api (the HTTP
  // clients and the resources), which takes the support report's recording from the app's start.
  ...[
    ['src/lib', ['@/*', '@mocks/*'], 'src/lib is the floor: it imports only packages and itself.'],
    ['src/api', ['@/report/*', '@/features/*', '@/routes/*', '@/ui/*', '@mocks/*'], 'src/api knows only src/lib.'],
    ['src/report', ['@/api/*', '@/features/*', '@/routes/*'], 'The report is given what it needs by the app.'],
  ].map(([folder, group, message]) => ({
    files: [`${folder}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group, message }] }] },
  })),
  {
    // No module of the app or the mock reaches itself again through its imports. A lazy import()
    // counts (a chunk that imports its loader back still ties the two together); `import type` does not.
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js'],
          tsconfig: { configFile: `${import.meta.dirname}/tsconfig.json` },
        }),
      ],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    // The studio reaches the app's session and address only through its bridge (issue 20).
    files: ['mocks/studio/**/*.{ts,tsx}'],
    ignores: ['mocks/studio/app-bridge.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['@/api/token', '@/api/session'].map((name) => ({
            name,
            message: 'Use mocks/studio/app-bridge.ts: the studio signs the app in through its session start.',
          })),
        },
      ],
    },
  },
  {
    // The mock backend runs without the studio's panel: see build/eslint-mock-backend.js.
    files: ['mocks/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { 'mock-backend': mockBackendPlugin },
    rules: { 'mock-backend/no-panel-code': 'error' },
  },
  {
    // The app and its mock carry no branch for their tests: see build/eslint-test-only-code.js.
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { 'test-only': testOnlyCodePlugin },
    rules: { 'test-only/no-test-branch': 'error' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: { '@typescript-eslint/no-unused-vars': ['error', { caughtErrorsIgnorePattern: '^_' }] },
  },
)
