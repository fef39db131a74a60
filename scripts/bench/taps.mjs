// Tap to result on a phone (issue 36): at 4x CPU on a slow 4G line (150 ms round trip, 1.6 Mbps down,
// 750 kbps up), from a tap with no hover before it to the frame after its result is on the page,
// median of 3. Measured on the production build (no mock worker between the page and its code) with
// the mock's answers as its backends (./production-home.mjs), in a fresh browser context per run: the
// page loads under the same throttling, the customer looks at it until it has settled, then taps.
// `npm run bench -- --taps` runs only this table (BENCH_SKIP_BUILD=1 reuses .bench/preview).
import { loadavg } from 'node:os'
import { chromium } from 'playwright-core'
import { writeBenchBlock } from './performance-doc.mjs'
import { printTable } from './route-js.mjs'
import { TOKEN } from './production-home.mjs'
import { median } from './statistics.mjs'

export const TAP_TARGET_MS = 200
const RUNS = Number(process.env.BENCH_TAP_RUNS ?? 3)
/**
 * The signed-in pages the taps start from or open, whose answers the production build's backends
 * replay: a read the backend cannot answer would put an error, and its toast, into the tap.
 */
export const TAP_PATHS = ['/', '/profile', '/profile/devices']

/** Each tap: where it starts, what is tapped, and the element whose arrival is its result. */
const TAPS = [
  {
    name: '"Регистрация" → its form',
    path: '/auth',
    tap: (page) => page.getByRole('tab', { name: 'Регистрация' }),
    result: { selector: '[role=tabpanel] input[type=email]' },
  },
  {
    name: '"Пополнить баланс" → the amount field',
    path: '/',
    tap: (page) => page.getByRole('button', { name: 'Пополнить баланс' }),
    result: { selector: 'dialog input[inputmode]' },
  },
  {
    name: '"Личные данные" → the profile',
    path: '/',
    tap: (page) => page.getByRole('navigation', { name: 'Нижнее меню' }).getByRole('link', { name: 'Личные данные' }),
    result: { selector: 'h1', text: 'Личные данные' },
  },
  {
    name: 'a device\'s "Выйти" → its dialog',
    path: '/profile/devices',
    tap: (page) =>
      page
        .getByRole('list', { name: 'Устройства' })
        .getByRole('button', { name: /^Выйти/ })
        .first(),
    result: { selector: 'dialog', text: 'Точно выйти?' },
  },
]

/** In the page: resolves with the time from the next touchstart to the frame after `result` appears. */
function watchTap({ selector, text }) {
  const found = () =>
    [...document.querySelectorAll(selector)].some(
      (element) => element.getClientRects().length > 0 && (!text || element.textContent.includes(text)),
    )
  window.__tapResult = new Promise((resolve) => {
    let start
    addEventListener('touchstart', () => (start = performance.now()), { capture: true, once: true })
    const observer = new MutationObserver(() => {
      if (start === undefined || !found()) return
      observer.disconnect()
      requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - start)))
    })
    observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true })
  })
}

async function measureTap(browser, origin, tap) {
  const context = await browser.newContext({
    locale: 'ru-RU',
    viewport: { width: 375, height: 740 },
    hasTouch: true,
    isMobile: true,
  })
  try {
    if (tap.path !== '/auth') await context.addInitScript((token) => localStorage.setItem('access_token', token), TOKEN)
    const page = await context.newPage()
    const network = watchNetwork(page)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    })
    await page.goto(origin + tap.path, { waitUntil: 'networkidle', timeout: 120_000 })
    const target = tap.tap(page)
    await target.waitFor({ timeout: 60_000 })
    await settle(page, network)
    await page.evaluate(watchTap, tap.result)
    await target.tap({ timeout: 60_000 })
    const result = page.evaluate(() => window.__tapResult)
    const never = new Promise((_, fail) =>
      setTimeout(() => fail(new Error(`${tap.name}: no ${tap.result.selector} after the tap`)), 60_000).unref(),
    )
    return await Promise.race([result, never])
  } finally {
    await context.close()
  }
}

const QUIET_MS = 2000
const LOOK_AGAIN_MS = 500

/**
 * Waits until the page has settled as a customer would see it before tapping: nothing in flight for
 * QUIET_MS, and the page's thread idle (an idle period of nearly the whole 50 ms), twice in a row
 * LOOK_AGAIN_MS apart. "The network went quiet" alone is not that on a loaded machine: between the
 * entry's download and the first screen's paint the page computes for seconds with nothing in
 * flight, and what the app preloads once its first screen is shown (the code a tap needs) has not
 * even started.
 */
async function settle(page, network) {
  const idle = () =>
    page.evaluate(
      () =>
        new Promise((resolve) => {
          const wait = () => requestIdleCallback((deadline) => (deadline.timeRemaining() > 45 ? resolve() : wait()))
          wait()
        }),
    )
  const quiet = () => network.inFlight === 0 && Date.now() - network.quietSince >= QUIET_MS
  const giveUp = Date.now() + 60_000
  for (let calm = 0; calm < 2;) {
    await idle()
    calm = quiet() ? calm + 1 : 0
    if (Date.now() > giveUp) throw new Error(`${page.url()} never settled`)
    await new Promise((resume) => setTimeout(resume, LOOK_AGAIN_MS))
  }
}

/** Counts the page's requests in flight, and since when none has been. */
function watchNetwork(page) {
  const network = { inFlight: 0, quietSince: Date.now() }
  const ended = () => {
    network.inFlight -= 1
    if (network.inFlight === 0) network.quietSince = Date.now()
  }
  page.on('request', () => (network.inFlight += 1))
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  return network
}

/** Every tap, RUNS times each, against the production-backed site at `origin`. */
export async function measureTaps(origin) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  const load = loadavg()[0]
  try {
    const rows = []
    for (const tap of TAPS) {
      const runs = []
      for (let run = 0; run < RUNS; run += 1) {
        runs.push(await measureTap(browser, origin, tap))
        console.log(`  ${tap.name}: ${Math.round(runs.at(-1))} ms`)
      }
      rows.push({ name: tap.name, runs })
    }
    return { rows, load, loadAfter: loadavg()[0] }
  } finally {
    await browser.close()
  }
}

export function printTaps({ rows, load, loadAfter }) {
  console.log(
    `\nTap to result at 375 px, 4x CPU, 150 ms / 1.6 Mbps, no hover, median of ${RUNS} ` +
      `(load ${load.toFixed(2)} -> ${loadAfter.toFixed(2)}); target ≤ ${TAP_TARGET_MS} ms`,
  )
  const table = printTable(
    ['tap', 'median', 'runs'],
    rows.map(({ name, runs }) => [name, `${Math.round(median(runs))} ms`, runs.map(Math.round).join(', ')]),
  )
  writeBenchBlock(
    'taps',
    `Tap to result at 375 px, 4× CPU, 150 ms / 1.6 Mbps, no hover first, median of ${RUNS}; target ≤ ${TAP_TARGET_MS} ms.\n\n${table}`,
  )
}
