import { defineConfig } from '@playwright/test'
import { BROWSER, PROJECTS } from './browser'
import { CHECKOUT, MARKER } from './same-checkout'

const CI = Boolean(process.env.CI)
// E2E_PORT lets two checkouts run their suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173)

/**
 * E2E against the production build with the embedded mock backend (VITE_MOCK=true),
 * served by `vite preview` from its own outDir so it never clobbers `dist/`.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // A server reused on the port must be this checkout's own (tests/e2e/same-checkout.ts).
  globalSetup: './same-checkout.ts',
  outputDir: '../../test-results',
  fullyParallel: true,
  forbidOnly: CI,
  workers: 2,
  // A test that passes only on a second try is a failing test: no retries, and in CI a flaky pass
  // (say, with `--retries` given by hand) fails the run. `npm run test:flaky` measures the races.
  retries: 0,
  failOnFlakyTests: CI,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: 'list',
  use: {
    ...BROWSER,
    baseURL: `http://127.0.0.1:${PORT}`,
    screenshot: 'only-on-failure',
  },
  projects: PROJECTS,
  webServer: {
    command: `./node_modules/.bin/vite build --outDir dist-e2e --emptyOutDir --logLevel warn && printf '%s' '${CHECKOUT}' > dist-e2e/${MARKER} && ./node_modules/.bin/vite preview --host 127.0.0.1 --port ${PORT} --strictPort --outDir dist-e2e`,
    cwd: '../..',
    // The suite injects axe-core as a script tag, which `vite preview`'s CSP would block (build/
    // base-path.ts); the deployment's headers are tested under nginx (deploy-csp.spec.ts).
    env: { VITE_MOCK: 'true', PREVIEW_SECURITY_HEADERS: 'off' },
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
