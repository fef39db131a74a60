// The studio's import of a large customer's report (issue 32): how long the page's longest task is
// while support waits for the summary, and while "Применить" applies it. The mock-backed build in
// Chromium at 1280 px and full CPU speed (support staff work on desktops), signed in with the demo
// user's seeded session; the page's PerformanceObserver collects every long task from the moment the
// file is chosen. Median of BENCH_IMPORT_RUNS (3), each in a fresh browser context.
// `npm run bench -- --import` runs only this table (BENCH_SKIP_BUILD=1 reuses .bench/preview).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { largeReport } from './large-report.mjs'
import { writeBenchBlock } from './performance-doc.mjs'
import { TOKEN } from './production-home.mjs'
import { printTable } from './route-js.mjs'
import { median } from './statistics.mjs'

const RUNS = Number(process.env.BENCH_IMPORT_RUNS ?? 3)
const REPORT_BYTES = 12_000_000
const WAIT = { timeout: 300_000 }

/** Before any page script: every long task of the page, with its start, for the whole visit. */
function collectLongTasks() {
  window.__longTasks = []
  new PerformanceObserver((list) => {
    for (const { startTime, duration } of list.getEntries()) window.__longTasks.push({ startTime, duration })
  }).observe({ type: 'longtask', buffered: true })
}

/** In the page: the long tasks since `from`, once two frames show nothing is left running. */
async function longTasksSince(from) {
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
  const tasks = window.__longTasks.filter((task) => task.startTime >= from)
  return {
    longest: Math.max(0, ...tasks.map((task) => task.duration)),
    count: tasks.length,
    blocked: tasks.reduce((sum, task) => sum + task.duration, 0),
    elapsed: performance.now() - from,
  }
}

async function measureImport(browser, origin, file) {
  const context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 1280, height: 800 } })
  try {
    await context.addInitScript((token) => localStorage.setItem('access_token', token), TOKEN)
    await context.addInitScript(collectLongTasks)
    const page = await context.newPage()
    await page.goto(`${origin}/`)
    await page.getByRole('heading', { level: 1, name: /^Здравствуйте/ }).waitFor(WAIT)
    await page.getByRole('button', { name: /^Мок:/ }).click()
    const panel = page.getByRole('region', { name: 'Мок-бэкенд' })
    await panel.getByRole('button', { name: 'Импорт HAR' }).click()
    const input = panel.getByLabel('Выбрать HAR-файл')
    await input.waitFor({ state: 'attached', ...WAIT })
    await page.waitForLoadState('networkidle')

    let from = await page.evaluate(() => performance.now())
    await input.setInputFiles(file)
    await panel.getByRole('heading', { name: /^Скрыто в браузере: \d+$/ }).waitFor(WAIT)
    const reading = await page.evaluate(longTasksSince, from)

    from = await page.evaluate(() => performance.now())
    await panel.getByRole('button', { name: 'Применить' }).click()
    await panel.getByText('Импорт применён: страница показывает данные клиента.').waitFor(WAIT)
    const applying = await page.evaluate(longTasksSince, from)
    return { reading, applying }
  } finally {
    await context.close()
  }
}

const ms = (value) => `${Math.round(value)} ms`

/** Measures against a served mock-backed build; returns each figure's median and the runs. */
export async function measureStudioImport(origin, log = console.log) {
  const report = largeReport(REPORT_BYTES)
  // A file on disk, as support picks one: Playwright hands its path to Chromium, where a buffer would
  // be decoded from base64 on the page's thread, a long task of its own.
  const dir = mkdtempSync(join(tmpdir(), 'lk-import-'))
  const file = join(dir, 'lk-report.har')
  writeFileSync(file, report)
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
  const runs = []
  try {
    for (let run = 0; run < RUNS; run += 1) {
      log(`Studio import of a ${(report.length / 1e6).toFixed(1)} MB report, run ${run + 1} of ${RUNS}…`)
      runs.push(await measureImport(browser, origin, file))
    }
  } finally {
    await browser.close()
    rmSync(dir, { recursive: true, force: true })
  }
  return { megabytes: report.length / 1e6, runs }
}

export function printStudioImport({ megabytes, runs }) {
  const row = (label, step) => {
    const of = (key) => median(runs.map((run) => run[step][key]))
    const longest = runs.map((run) => Math.round(run[step].longest)).join(', ')
    return [label, ms(of('longest')), longest, of('count'), ms(of('blocked')), ms(of('elapsed'))]
  }
  const heading =
    `The studio's import of a ${megabytes.toFixed(1)} MB customer's report (mock-backed build, Chromium ` +
    `at 1280 px, full CPU), median of ${runs.length}.`
  console.log(`\n${heading}\n`)
  const table = printTable(
    ['step', 'longest task', 'runs', 'long tasks', 'in long tasks', 'until shown'],
    [row('file chosen → summary', 'reading'), row('"Применить" → applied', 'applying')],
  )
  writeBenchBlock('studio-import', `${heading}\n\n${table}`)
}
