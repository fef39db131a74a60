import { defineConfig } from '@playwright/test'
import { CHECKOUT, MARKER } from './same-checkout'
import { suiteConfig } from './suite-config'

const CI = Boolean(process.env.CI)
// E2E_PORT lets two checkouts run their suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173)

/**
 * E2E against the production build with the embedded mock backend (VITE_MOCK=true),
 * served by `vite preview` from its own outDir so it never clobbers `dist/`.
 */
export default defineConfig(
  suiteConfig(PORT, {
    command: `./node_modules/.bin/vite build --outDir dist-e2e --emptyOutDir --logLevel warn && printf '%s' '${CHECKOUT}' > dist-e2e/${MARKER} && ./node_modules/.bin/vite preview --host 127.0.0.1 --port ${PORT} --strictPort --outDir dist-e2e`,
    // The suite injects axe-core as a script tag, which `vite preview`'s CSP would block (build/
    // preview-headers.ts); the deployment's headers are tested under nginx (deploy-csp.spec.ts) and
    // `vite preview`'s in preview-headers.spec.ts.
    env: { VITE_MOCK: 'true', PREVIEW_SECURITY_HEADERS: 'off' },
    reuseExistingServer: !CI,
    timeout: 180_000,
  }),
  {
    // A server reused on the port must be this checkout's own (./same-checkout.ts).
    globalSetup: './same-checkout.ts',
    outputDir: '../../test-results',
    fullyParallel: true,
    forbidOnly: CI,
    workers: 2,
    // In CI a flaky pass (say, with `--retries` given by hand) fails the run.
    failOnFlakyTests: CI,
    timeout: 30_000,
    expect: { timeout: 7_000 },
    use: { screenshot: 'only-on-failure' },
  },
)
