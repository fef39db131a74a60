// @ts-check
// `npm run test:mutation`: StrykerJS changes the security modules one small step at a time (a mutant)
// and runs their tests against each; a mutant no test notices is a behaviour the tests do not pin.
// The survivors and why each is harmless: docs/mutation-testing.md. CPU-heavy, so not in `npm test`:
// one test process, at low priority; `-- --mutate src/api/token.ts` runs one module.

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // Each mutant runs the listed tests that import its module (a static one, too: not the whole list).
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  coverageAnalysis: 'perTest',
  mutate: [
    // The page gate and the app's rule for a page named by someone else.
    'mocks/studio/privacy/page-gate.ts',
    'src/api/app-page.ts',
    // The hand-off of a sign-in and the token.
    'src/features/auth/handoff*.ts',
    '!src/features/auth/*.test.ts',
    'src/features/auth/handed-token.ts',
    'src/api/token.ts',
    // The report's redaction.
    'src/report/redact*.ts',
    '!src/report/*.{test,bench}.ts',
    // Personal data out of what support hands around.
    'mocks/studio/privacy/pseudonymise.ts',
    'mocks/studio/privacy/personal-shapes.ts',
    'mocks/studio/privacy/known-values.ts',
    'mocks/studio/privacy/longest-match.ts',
    // The reproduction link and the password rule.
    'mocks/studio/link/link-codec.ts',
    'src/api/password-rule.ts',
  ],
  concurrency: 1,
  // Results of unchanged code and tests are taken from the last run (reports/, git-ignored).
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  timeoutMS: 20_000,
  // The first run of all the tests, on a busy machine.
  dryRunTimeoutMinutes: 30,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  thresholds: { high: 95, low: 90, break: 90 },
}
