import { devices, type PlaywrightTestConfig } from '@playwright/test'

/** What every suite's browser is: Debian's chromium (never a downloaded one), in Moscow, in Russian. */
const BROWSER: NonNullable<PlaywrightTestConfig['use']> = {
  locale: 'ru-RU',
  timezoneId: 'Europe/Moscow',
  // A lost click fails at the click, not at the next assertion's timeout.
  actionTimeout: 10_000,
  // No trace: recording one snapshots the DOM and keeps every response at each step, which on two
  // cores starves the pages under test (a 1 MB name, 10 000 payments) until their waits run out.
  // A failure keeps its screenshot; `--trace on` records one while a failure is looked into.
  trace: 'off',
  launchOptions: {
    // Chromium's headless shell (Debian's chromium-headless-shell), which Playwright itself runs headless
    // by default: the same Blink and V8 without the browser's window UI, so each test's context costs
    // the two cores less than the full browser's new headless mode.
    executablePath: '/usr/bin/chromium-headless-shell',
    args: ['--disable-gpu'],
  },
}

type Server = Pick<
  NonNullable<Extract<PlaywrightTestConfig['webServer'], { command: string }>>,
  'command' | 'env' | 'reuseExistingServer' | 'timeout'
>

/**
 * What both suites' configs share (tests/e2e, tests/e2e-dev), each merging its own part over it with
 * defineConfig: the specs beside the config, the browser, and the app served from this checkout on
 * `port` by `server`.
 */
export function suiteConfig(port: number, server: Server): PlaywrightTestConfig {
  const url = `http://127.0.0.1:${port}`
  return {
    testDir: '.',
    testMatch: '**/*.spec.ts',
    // A test that passes only on a second try is a failing test: no retries (`npm run test:flaky`
    // measures the races).
    retries: 0,
    reporter: 'list',
    use: { ...BROWSER, baseURL: url },
    projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
    webServer: { ...server, cwd: '../..', url, stdout: 'ignore', stderr: 'pipe' },
  }
}
