import { defineConfig } from '@playwright/test'
import { suiteConfig } from '../e2e/suite-config'

// E2E_PORT lets two checkouts run side by side; the dev server gets its own port next to it.
const PORT = Number(process.env.E2E_PORT ?? 4173) + 1000

/**
 * The few checks that only the dev server can answer (its devtools never reach a build): `vite`
 * itself, with the mock backend on as in `npm run dev`.
 */
export default defineConfig(
  suiteConfig(PORT, {
    command: `./node_modules/.bin/vite --host 127.0.0.1 --port ${PORT} --strictPort`,
    env: { VITE_MOCK: 'true' },
    reuseExistingServer: false,
    timeout: 120_000,
  }),
  {
    globalSetup: './warm-up.ts',
    outputDir: '../../test-results/dev',
    workers: 1,
    timeout: 120_000,
    // The dev server sends each module on its own and a fresh page asks for some hundreds of them (and
    // loads once more when msw's worker takes over): a first screen comes far later than in a build.
    expect: { timeout: 30_000 },
  },
)
