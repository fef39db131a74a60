// The scale benchmark: the mock-backed build with generated data — 100 to 50 000
// payments, 1 000 sessions — in Chromium with 4x CPU throttling. Per screen and size it prints the
// time from the API answer to the first rows painted, the longest task, the worst frame while
// scrolling to the end, the DOM size before and after scrolling, and the worst interaction for a
// "Тип операции" change. Part of `npm run bench`; alone: `node scripts/bench/scale.mjs`
// (`npm run bench -- --scale`). BENCH_PORT picks the port, BENCH_SKIP_BUILD=1 reuses .bench/preview.
// Playwright only puts the data in; the measured part runs over a bare CDP connection (scale-page.mjs),
// because DevTools' network recording works on each answer on the page's thread when it finishes,
// which no customer has (docs/performance.md).
import { existsSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { writeBenchBlock } from './performance-doc.mjs'
import { buildApp, PREVIEW_ENV, printTable, ROOT } from './route-js.mjs'
import { scaleDb } from './scale-data.mjs'
import { measureScreen } from './scale-page.mjs'
import { serveWithNginx } from './serve.mjs'
import { median } from './statistics.mjs'

const PAYMENT_COUNTS = [100, 1_000, 10_000, 50_000]
const SESSION_COUNT = 1_000
const HISTORY = {
  path: '/wallet/history',
  call: 'payments/payments/user',
  count: { url: '/mock/api/payments/payments/user', method: 'GET' },
  filter: true,
}
const DEVICES = {
  path: '/profile/devices',
  call: 'Auth/devices',
  count: { url: '/mock/gateway/authms/api/Auth/devices', method: 'POST' },
  filter: false,
}
export const SCALE_TARGETS =
  'Targets (issue 21): at 10 000 payments first rows ≤ 150 ms, no task over 80 ms, no scroll frame over 50 ms, ' +
  'filter change < 100 ms; at 50 000 first rows ≤ 500 ms, no task over 150 ms; devices at 1 000 sessions first rows ' +
  '≤ 130 ms; DOM < 2 000 nodes at any N.'
/** Each screen and size is measured this many times; the table gives each figure's median. */
const RUNS = Number(process.env.BENCH_SCALE_RUNS ?? 3)
/** `BENCH_SCALE_ONLY=10000,sessions` measures only the sizes whose label holds one of the words. */
const ONLY = process.env.BENCH_SCALE_ONLY?.split(',').filter(Boolean)

const medianFrames = (runs) =>
  runs.some((run) => run === undefined)
    ? undefined
    : { worst: median(runs.map((run) => run.worst)), count: median(runs.map((run) => run.count)) }

/** One row from several runs of a screen: the median of each figure, and every run's first rows. */
function medianRow(results) {
  const measured = results.filter((result) => !result.error)
  const of = (key) => median(measured.map((result) => result[key]))
  return {
    ...Object.fromEntries(
      ['api', 'firstRows', 'longestTask', 'longestAfterAnswer', 'domLoaded', 'domScrolled', 'stored'].map((key) => [
        key,
        of(key),
      ]),
    ),
    filterChange: measured.some((result) => result.filterChange !== undefined) ? of('filterChange') : undefined,
    stepFrames: medianFrames(measured.map((result) => result.stepFrames)),
    jumpFrames: medianFrames(measured.map((result) => result.jumpFrames)),
    firstRowsRuns: measured.map((result) => Math.round(result.firstRows)),
    // The medians hide one bad run of three; each run's worst frame is printed under the table.
    framesRuns: measured.map((result) => ({ steps: result.stepFrames, jumps: result.jumpFrames })),
    error: measured.length === 0 ? results[0]?.error : undefined,
  }
}

/** Measures every screen and size against a served mock-backed build; returns the table's rows. */
export async function measureScale(origin, log = console.log) {
  const rows = []
  const runs = [
    ...PAYMENT_COUNTS.map((count) => ({ screen: HISTORY, payments: count, size: `${count} payments` })),
    { screen: DEVICES, payments: 1_000, size: `${SESSION_COUNT} sessions` },
  ].filter((run) => !ONLY || ONLY.some((word) => run.size.includes(word)))
  for (const run of runs) {
    log(`Scale: ${run.screen.path}, ${run.size} ×${RUNS}…`)
    const started = Date.now()
    const db = await scaleDb(run.payments, SESSION_COUNT)
    const results = []
    for (let attempt = 0; attempt < RUNS; attempt += 1) {
      // One screen failing (a timeout on a slow machine) leaves the others' figures.
      results.push(
        await measureScreen(origin, db, run.screen).catch((error) => {
          const message = error.message.split('\n')[0]
          log(`  run ${attempt + 1} failed: ${message}`)
          return { error: message }
        }),
      )
    }
    rows.push({
      path: run.screen.path,
      size: run.size,
      seconds: (Date.now() - started) / 1000,
      ...medianRow(results),
    })
  }
  return rows
}

const ms = (value) => (value === undefined || !Number.isFinite(value) ? '—' : `${Math.round(value)} ms`)

/** The worst long animation frame of a kind of scroll move, and how many there were. */
const frames = (found) =>
  found === undefined ? '—' : found.count === 0 ? '< 50 ms' : `${ms(found.worst)} (${found.count}×)`

export function printScale(rows) {
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(', ')
  console.log(
    `\nScale (mock-backed build, Chromium, 4x CPU), medians of ${RUNS} — ${new Date().toISOString().slice(0, 10)}, ` +
      `load average ${load} (1, 5, 15 min) at the end. Measured over a bare CDP connection: DevTools' network ` +
      `recording works on each answer on the page's thread when it finishes (200 ms at 50 000 payments), which no ` +
      `customer has.\n`,
  )
  const table = printTable(
    [
      'screen',
      'data',
      'API answer',
      'first rows',
      'longest task',
      'after the answer',
      'scroll frame, steps',
      'scroll frame, jumps',
      'DOM loaded',
      'DOM scrolled',
      'filter change',
      'served',
    ],
    rows.map((row) => [
      row.path,
      row.size,
      ms(row.api),
      ms(row.firstRows),
      ms(row.longestTask),
      ms(row.longestAfterAnswer),
      frames(row.stepFrames),
      frames(row.jumpFrames),
      String(row.domLoaded ?? '—'),
      String(row.domScrolled ?? '—'),
      row.filterChange === 0 ? '< 16 ms' : ms(row.filterChange),
      String(row.stored ?? '—'),
    ]),
  )
  writeBenchBlock('scale', `Mock-backed build, Chromium at 4× CPU, medians of ${RUNS}.\n\n${table}`)
  for (const row of rows.filter((item) => item.error)) console.log(`${row.path}, ${row.size} failed: ${row.error}`)
  console.log(`\n${SCALE_TARGETS}`)
  console.log(`First rows per run: ${rows.map((row) => `${row.size} ${row.firstRowsRuns.join(' / ')} ms`).join('; ')}`)
  const perRun = (row, kind) => row.framesRuns.map((run) => frames(run[kind])).join(' / ')
  console.log(
    `Scroll frames per run: ${rows.map((row) => `${row.size} steps ${perRun(row, 'steps')}, jumps ${perRun(row, 'jumps')}`).join('; ')}`,
  )
  console.log(`Run times: ${rows.map((row) => `${row.path} ${row.size} ${row.seconds.toFixed(0)} s`).join('; ')}`)
}

/** Builds (unless BENCH_SKIP_BUILD), serves through nginx and prints the table. */
export async function benchScale(previewDir, port) {
  if (!(process.env.BENCH_SKIP_BUILD && existsSync(previewDir))) {
    console.log('Building the mock-backed preview configuration…')
    buildApp(previewDir, PREVIEW_ENV)
  }
  const preview = await serveWithNginx(previewDir, port, PREVIEW_ENV)
  try {
    printScale(await measureScale(preview.origin))
  } finally {
    await preview.stop()
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await benchScale(join(ROOT, '.bench/preview'), Number(process.env.BENCH_PORT ?? 8089))
}
