import type { InlineConfig } from 'vitest/node'

/**
 * What every Vitest run of the app's tests stands on: the projects of `npm test` (vite.config.ts) and
 * the mutation run's (vitest.mutation.config.ts), so a test passes or fails alike in both.
 */
export const TEST_ENVIRONMENT = {
  environment: 'jsdom',
  setupFiles: ['./tests/setup.ts'],
  css: { modules: { classNameStrategy: 'non-scoped' } },
  testTimeout: 15000,
  // The app renders without the devtools shell here, as in a build (features/devtools has its own tests).
  env: { VITE_DEVTOOLS: 'off' },
} satisfies InlineConfig
