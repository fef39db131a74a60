// One screen of the scale benchmark: opens the screen with the generated data (scale-seed.mjs), once
// (the service worker installs), then reloads it with 4x CPU throttling and measures.
import { fileURLToPath } from 'node:url'
import { openWithData } from './scale-seed.mjs'

const PROBE = fileURLToPath(new URL('./scale-probe.js', import.meta.url))
const CPU_SLOWDOWN = 4
const ROW_TIMEOUT = 300_000
/** A data row: a list item or row holding a date (scale-probe.js watches for the same). */
const ROW = 'main :is(li, [role="listitem"], [role="row"]):has(time)'

/** Runs in the page: waits until a second passes without a long task; returns that moment. */
async function settle() {
  const probe = window.__scaleProbe
  const deadline = performance.now() + 60_000
  for (;;) {
    await new Promise((done) => setTimeout(done, 250))
    const lastBusy = Math.max(probe.rowAt ?? 0, ...probe.longTasks.map((task) => task.start + task.duration))
    if (performance.now() - lastBusy > 1000 || performance.now() > deadline) return performance.now()
  }
}

/** Runs in the page: data arrival, first rows, the longest task until settled, the DOM size. */
function loadMetrics({ call, settledAt }) {
  const probe = window.__scaleProbe
  const entry = performance
    .getEntriesByType('resource')
    .filter((item) => item.name.includes(call) && item.responseEnd <= probe.rowAt)
    .at(-1)
  const fetched = Object.entries(probe.fetched).find(([url]) => url.includes(call))?.[1]
  const arrival = entry?.responseEnd || fetched
  const tasks = probe.longTasks.filter((task) => task.start < settledAt)
  const longest = (from) => Math.max(0, ...tasks.filter((task) => task.start >= from).map((task) => task.duration))
  return {
    api: entry ? entry.responseEnd - entry.startTime : undefined,
    firstRows: arrival === undefined ? undefined : probe.rowAt - arrival,
    longestTask: longest(0),
    // The mock answers from the page: before the answer its work (reading the data set, serialising
    // the answer) is on this thread too, which production's answer never is.
    longestAfterAnswer: arrival === undefined ? undefined : longest(arrival),
    domLoaded: document.getElementsByTagName('*').length,
  }
}

/**
 * Runs in the page: scrolls to the end in 50 jumps (a scrollbar drag), after each jump three
 * 100 px steps (a wheel's notches), two frames per move. The long animation frames (≥ 50 ms) of
 * each kind of move are reported apart: a jump renders a whole new window of a windowed list.
 */
async function scrollToEnd() {
  const probe = window.__scaleProbe
  const scrolls = (element) => element && element.scrollHeight > element.clientHeight + 10
  const inner = () =>
    [...document.querySelectorAll('main *')].find(
      (element) => scrolls(element) && /auto|scroll/.test(getComputedStyle(element).overflowY),
    )
  const scroller = scrolls(document.scrollingElement) ? document.scrollingElement : inner()
  const domScrolled = () => document.getElementsByTagName('*').length
  if (!scroller) return { domScrolled: domScrolled() }
  const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
  const moves = { jump: [], step: [] }
  const move = async (kind, top) => {
    const start = performance.now()
    scroller.scrollTop = top
    await frame()
    moves[kind].push([start, performance.now()])
  }
  const end = () => scroller.scrollHeight - scroller.clientHeight
  const STEPS = 50
  for (let jump = 1; jump <= STEPS; jump += 1) {
    await move('jump', Math.round((end() * jump) / STEPS) - 300)
    for (let step = 0; step < 3; step += 1) await move('step', scroller.scrollTop + 100)
  }
  // A windowed list can grow as its rows are measured: go on until the end stays the end.
  for (let extra = 0; extra < 20 && scroller.scrollTop < end() - 1; extra += 1) await move('step', end())
  const worst = (windows) => {
    const frames = probe.frames.filter((entry) => windows.some(([from, to]) => entry.start >= from && entry.start < to))
    return { count: frames.length, worst: Math.max(0, ...frames.map((entry) => entry.duration)) }
  }
  return { stepFrames: worst(moves.step), jumpFrames: worst(moves.jump), domScrolled: domScrolled() }
}

/** Picks the next "Тип операции" with the keyboard (a trusted input, so Event Timing sees it). */
async function changeFilter(page) {
  const select = page.getByRole('combobox', { name: 'Тип операции', exact: true })
  if ((await select.count()) === 0) return undefined
  await page.evaluate(() => window.scrollTo(0, 0))
  const before = await select.inputValue()
  const startedAt = await page.evaluate(() => performance.now())
  await select.focus()
  await page.keyboard.press('ArrowDown')
  await page.evaluate(settle)
  if ((await select.inputValue()) === before) throw new Error('ArrowDown did not change "Тип операции"')
  return page.evaluate(
    (since) =>
      Math.max(0, ...window.__scaleProbe.events.filter((entry) => entry.start >= since).map((entry) => entry.duration)),
    startedAt,
  )
}

/** Runs in the page: how many entries the mock answers with (the stored data survived the reload). */
async function storedCount({ url, method }) {
  const headers = { Authorization: `Bearer ${localStorage.getItem('access_token')}` }
  const response = await fetch(url, { method, headers })
  const body = await response.json()
  return (Array.isArray(body) ? body : body.data).length
}

/**
 * Measures `screen.path` with `db` stored. screen: { path, call (a fragment of the API call's URL),
 * count: { url, method } of that call for the stored-entries check, filter (bool) }.
 */
export async function measureScreen(browser, origin, db, screen) {
  const context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 1280, height: 800 } })
  try {
    const page = await context.newPage()
    await openWithData(page, origin, db, screen.path)
    // The browser's own querySelector stops at the first match (a locator would match all 50 000).
    await page.waitForFunction((row) => document.querySelector(row), ROW, { timeout: ROW_TIMEOUT, polling: 500 })
    await context.addInitScript({ path: PROBE })
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await page.reload()
    const painted = () => window.__scaleProbe?.rowAt !== undefined
    await page.waitForFunction(painted, null, { timeout: ROW_TIMEOUT, polling: 250 })
    const settledAt = await page.evaluate(settle)
    const loaded = await page.evaluate(loadMetrics, { call: screen.call, settledAt })
    const scrolled = await page.evaluate(scrollToEnd)
    const filterChange = screen.filter ? await changeFilter(page) : undefined
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    const stored = await page.evaluate(storedCount, { url: origin + screen.count.url, method: screen.count.method })
    return { ...loaded, ...scrolled, filterChange, stored }
  } finally {
    await context.close()
  }
}
