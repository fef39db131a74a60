import { chromium, type FullConfig } from '@playwright/test'

/**
 * Chromium's new headless mode opens the address bar's two WebUI popups with every window, each in a
 * renderer process of its own: two processes started with every test's context that no test uses.
 */
const UNUSED_WINDOW_PARTS = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']

/**
 * What Playwright disables by default (playwright-core's chromiumSwitches.ts). Chromium reads only
 * the last `--disable-features` it is given, so the suite's own list repeats these;
 * `requirePlaywrightsDefaults` fails the run when a Playwright update adds one.
 */
const PLAYWRIGHT_DEFAULTS = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]

export const DISABLE_FEATURES = `--disable-features=${[...PLAYWRIGHT_DEFAULTS, ...UNUSED_WINDOW_PARTS].join(',')}`

/**
 * Global setup: launches the suite's browser as the tests do and reads its command line
 * (chrome://version): every feature Playwright's own `--disable-features` names must still be in
 * the suite's, which comes after it and so is the one Chromium reads.
 */
export default async function requirePlaywrightsDefaults(config: FullConfig) {
  const browser = await chromium.launch(config.projects[0]?.use.launchOptions)
  try {
    const page = await browser.newPage()
    await page.goto('chrome://version')
    const commandLine = (await page.locator('#command_line').textContent()) ?? ''
    const lists = [...commandLine.matchAll(/--disable-features=(\S+)/g)].map((match) => (match[1] ?? '').split(','))
    const read = new Set(lists.at(-1))
    const dropped = lists.slice(0, -1).flatMap((list) => list.filter((feature) => !read.has(feature)))
    if (dropped.length > 0) {
      throw new Error(
        `Playwright now disables ${dropped.join(', ')} in Chromium; add them to PLAYWRIGHT_DEFAULTS in tests/e2e/chromium-features.ts.`,
      )
    }
  } finally {
    await browser.close()
  }
}
