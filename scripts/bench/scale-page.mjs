// One screen of the scale benchmark. Playwright opens it with the generated data (scale-seed.mjs)
// in a profile of its own, so the data and the sign-in stay on disk; then Chromium is started again
// on that profile and measured over a bare CDP connection (cdp-pipe.mjs), with no Network domain:
// DevTools' network recording works on each answer on the page's thread when it finishes, a long
// task at 50 000 payments that no customer has.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { launchOverPipe } from './cdp-pipe.mjs'
import * as inPage from './scale-in-page.mjs'
import { openWithData } from './scale-seed.mjs'

const PROBE = readFileSync(new URL('./scale-probe.js', import.meta.url), 'utf8')
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--lang=ru-RU']
/** Playwright's own headless switches that change layout or timing, so both halves see the same page. */
const AS_PLAYWRIGHT = [
  '--headless',
  '--no-startup-window',
  '--hide-scrollbars',
  '--blink-settings=primaryHoverType=2,availableHoverTypes=2,primaryPointerType=4,availablePointerTypes=4',
  '--disable-features=PaintHolding',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-extensions',
  '--no-first-run',
]
const VIEWPORT = { width: 1280, height: 800 }
const CPU_SLOWDOWN = 4
const ROW_TIMEOUT = 300_000
/** A data row: a list item or row holding a date (scale-probe.js watches for the same). */
const ROW = 'main :is(li, [role="listitem"], [role="row"]):has(time)'
const ARROW_DOWN = { key: 'ArrowDown', code: 'ArrowDown', windowsVirtualKeyCode: 40, nativeVirtualKeyCode: 40 }

/** Opens `path` with `db` stored in a Playwright browser on `profile`, then closes it. */
async function seed(profile, origin, db, path) {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: ARGS,
    locale: 'ru-RU',
    viewport: VIEWPORT,
  })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await openWithData(page, origin, db, path)
    // The browser's own querySelector stops at the first match (a locator would match all 50 000).
    await page.waitForFunction((row) => document.querySelector(row), ROW, { timeout: ROW_TIMEOUT, polling: 500 })
  } finally {
    await context.close()
  }
}

/** A page of a browser started on `profile`, driven over CDP: `send` and `run` (an in-page function). */
async function openPage(profile) {
  const browser = launchOverPipe(CHROMIUM, [...ARGS, ...AS_PLAYWRIGHT], profile)
  try {
    const { targetId } = await browser.send('Target.createTarget', { url: 'about:blank' })
    const { sessionId } = await browser.send('Target.attachToTarget', { targetId, flatten: true })
    const send = (method, params, timeout) => browser.send(method, params, sessionId, timeout)
    // The in-page waits end by themselves first, with a message saying what the page shows.
    const run = async (fn, arg, timeout = ROW_TIMEOUT + 30_000) => {
      const expression = `(${fn})(${JSON.stringify(arg) ?? ''})`
      const answer = await send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true }, timeout)
      if (answer.exceptionDetails) throw new Error(answer.exceptionDetails.exception?.description ?? fn.name)
      return answer.result.value
    }
    /** Sends `navigate` and resolves once the page it opens has loaded. */
    const loaded = async (navigate) => {
      const load = browser.nextEvent('Page.loadEventFired', sessionId, ROW_TIMEOUT)
      await navigate()
      await load
    }
    return { send, run, loaded, close: browser.close }
  } catch (error) {
    await browser.close()
    throw error
  }
}

/** Picks the next "Тип операции" with the keyboard (a trusted input, so Event Timing sees it). */
async function changeFilter({ send, run }) {
  const before = await run(inPage.focusSelect, 'Тип операции')
  if (before === null) return undefined
  const startedAt = await run(() => performance.now())
  await send('Input.dispatchKeyEvent', { type: 'keyDown', ...ARROW_DOWN })
  await send('Input.dispatchKeyEvent', { type: 'keyUp', ...ARROW_DOWN })
  await run(inPage.settle)
  if ((await run(inPage.focusedValue)) === before) throw new Error('ArrowDown did not change "Тип операции"')
  return run(inPage.longestEventSince, startedAt)
}

/**
 * Measures `screen.path` with `db` stored. screen: { path, call (a fragment of the API call's URL),
 * count: { url, method } of that call for the stored-entries check, filter (bool) }.
 */
export async function measureScreen(origin, db, screen) {
  const profile = mkdtempSync(join(tmpdir(), 'lk-scale-'))
  let page
  try {
    await seed(profile, origin, db, screen.path)
    page = await openPage(profile)
    const { send, run, loaded } = page
    await send('Page.enable')
    await send('Page.addScriptToEvaluateOnNewDocument', { source: PROBE })
    await send('Emulation.setDeviceMetricsOverride', { ...VIEWPORT, deviceScaleFactor: 1, mobile: false })
    await send('Emulation.setLocaleOverride', { locale: 'ru-RU' })
    await send('Emulation.setFocusEmulationEnabled', { enabled: true })
    // Opened once at full speed, then reloaded and measured, as a returning customer's tab: the
    // mock's service worker is running and the code compiled, as in the Playwright run before.
    await loaded(() => send('Page.navigate', { url: origin + screen.path }))
    await run(inPage.untilPainted, ROW_TIMEOUT)
    await send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await loaded(() => send('Page.reload'))
    await run(inPage.untilPainted, ROW_TIMEOUT)
    const settledAt = await run(inPage.settle)
    const metrics = await run(inPage.loadMetrics, { call: screen.call, settledAt })
    const scrolled = await run(inPage.scrollToEnd)
    const filterChange = screen.filter ? await changeFilter(page) : undefined
    await send('Emulation.setCPUThrottlingRate', { rate: 1 })
    const stored = await run(inPage.storedCount, { url: origin + screen.count.url, method: screen.count.method })
    return { ...metrics, ...scrolled, filterChange, stored }
  } finally {
    if (page) await page.close()
    else rmSync(profile, { recursive: true, force: true })
  }
}
