import { devices, type PlaywrightTestConfig } from '@playwright/test'

/** What every suite's browser is: Debian's chromium (never a downloaded one), in Moscow, in Russian. */
export const BROWSER: NonNullable<PlaywrightTestConfig['use']> = {
  locale: 'ru-RU',
  timezoneId: 'Europe/Moscow',
  // A lost click fails at the click, not at the next assertion's timeout.
  actionTimeout: 10_000,
  trace: 'retain-on-first-failure',
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  },
}

export const PROJECTS: PlaywrightTestConfig['projects'] = [
  { name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } },
]
