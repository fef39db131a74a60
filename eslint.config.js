import js from '@eslint/js'
import pluginQuery from '@tanstack/eslint-plugin-query'
import pluginRouter from '@tanstack/eslint-plugin-router'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { testOnlyCodePlugin } from './build/eslint-test-only-code.js'
import { boundaryZones } from './build/import-boundaries.js'

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
      '.stryker-tmp',
      'reports',
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
  // The mock backend's service worker, in front of msw's (public/mockServiceWorker.js, ignored above).
  { files: ['public/mock-worker.js'], languageOptions: { globals: globals.serviceworker } },
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
    rules: {
      'import-x/no-cycle': 'error',
      // Each part of src/ and mocks/ imports only the parts below it (build/import-boundaries.js).
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones(import.meta.dirname) }],
    },
  },
  {
    // The directions hold for the code that ships; tests reach into any part to check it.
    files: ['**/*.test.{ts,tsx}', '**/*.bench.ts'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    // The mock backend loads no React (mocks/studio/panel/ holds the studio's components).
    files: ['mocks/**/*.ts'],
    ignores: ['mocks/studio/panel/**', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(react|react-dom|@tanstack/react-form|sonner)(/|$)',
              allowTypeImports: true,
              message: 'The mock backend loads no panel code: React lives in mocks/studio/panel/.',
            },
          ],
        },
      ],
    },
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
