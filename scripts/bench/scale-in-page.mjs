// The scale benchmark's in-page functions (scale-page.mjs runs each by its source over CDP): they
// read what scale-probe.js collected. Plain browser JS; each takes at most one JSON argument.

/** Waits until the probe has seen the first data row painted (or `timeout` ms pass). */
export async function untilPainted(timeout) {
  const deadline = performance.now() + timeout
  while (window.__scaleProbe?.rowAt === undefined) {
    if (performance.now() > deadline) {
      const screen = document.querySelector('main')?.innerText.replace(/\s+/g, ' ').slice(0, 120)
      throw new Error(`no data row painted in ${timeout} ms on ${location.pathname}: "${screen ?? ''}"`)
    }
    await new Promise((done) => setTimeout(done, 250))
  }
}

/** Waits until a second passes without a long task; returns that moment. */
export async function settle() {
  const probe = window.__scaleProbe
  const deadline = performance.now() + 60_000
  for (;;) {
    await new Promise((done) => setTimeout(done, 250))
    const lastBusy = Math.max(probe.rowAt ?? 0, ...probe.longTasks.map((task) => task.start + task.duration))
    if (performance.now() - lastBusy > 1000 || performance.now() > deadline) return performance.now()
  }
}

/** Data arrival, first rows, the longest task until settled, the DOM size. */
export function loadMetrics({ call, settledAt }) {
  const probe = window.__scaleProbe
  // Resource Timing has the call's entry here (no fetch wrapper needed): the mock's service worker
  // answers it, and its responseEnd is when the page has the whole body.
  const entry = performance
    .getEntriesByType('resource')
    .filter((item) => item.name.includes(call) && item.responseEnd <= probe.rowAt)
    .at(-1)
  const arrival = entry?.responseEnd
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
 * Scrolls to the end in 50 jumps (a scrollbar drag), after each jump three
 * 100 px steps (a wheel's notches), two frames per move. The long animation frames (≥ 50 ms) of
 * each kind of move are reported apart: a jump renders a whole new window of a windowed list.
 */
export async function scrollToEnd() {
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

/** Focuses the select labelled `name` (its label's own text); returns its value, or null without one. */
export function focusSelect(name) {
  const ownText = (label, control) =>
    [...label.childNodes]
      .filter((node) => !node.contains(control))
      .map((node) => node.textContent)
      .join('')
      .trim()
  const select = [...document.querySelectorAll('select')].find((control) =>
    [...control.labels].some((label) => ownText(label, control) === name),
  )
  if (!select) return null
  window.scrollTo(0, 0)
  select.focus()
  return select.value
}

/** The value of the focused control. */
export const focusedValue = () => document.activeElement?.value

/** The longest Event Timing entry (≥ 16 ms) since `since`; 0 when none. */
export const longestEventSince = (since) =>
  Math.max(0, ...window.__scaleProbe.events.filter((entry) => entry.start >= since).map((entry) => entry.duration))

/** How many entries the mock answers with (the stored data survived the restart). */
export async function storedCount({ url, method }) {
  const headers = { Authorization: `Bearer ${localStorage.getItem('access_token')}` }
  const response = await fetch(url, { method, headers })
  const body = await response.json()
  return (Array.isArray(body) ? body : body.data).length
}
