// `npm run bench` (not part of npm test: it measures times). Prints, per route:
//  - JS needed to render it, gzip -9 and brotli q11 (PRODUCTION build: real URLs, no mock);
//  - sequential API request rounds before the content shows (mock-backed preview build, Playwright);
//  - Lighthouse mobile performance score / FCP / LCP / TBT / CLS, median of 3: /auth on the
//    production build, / on the mock-backed preview build (it needs data) and on the production
//    build with the mock's recorded answers as its backend (scripts/bench/production-home.mjs); all
//    served by the shipped nginx configuration (deploy/), so gzip, caching and the CSP are what users get.
//  - the first screens (scripts/bench/first-screen.mjs): /auth and / painted from the HTML against the
//    same build rendered by its code alone, Lighthouse median of 5, the LCP element, and a screenshot
//    with scripts refused; `npm run bench -- --first-screen` runs only that.
//  - tap to result (scripts/bench/taps.mjs): four taps on a phone at 4x CPU on a slow 4G line, no hover
//    first, median of 3; `npm run bench -- --taps` runs only that.
//  - the studio's import (scripts/bench/studio-import.mjs): the page's longest task while a 12 MB
//    customer's report is read and applied; `npm run bench -- --import` runs only that.
//  - the scale table (scripts/bench/scale.mjs): the history and devices screens with generated data
//    (100 to 50 000 payments, 1 000 sessions) at 4x CPU, medians of 3. `npm run bench -- --scale` runs
//    only that (BENCH_SCALE_RUNS, BENCH_SCALE_ONLY=10000,sessions: scripts/bench/scale.mjs).
//  - pseudonymisation (scripts/bench/pseudonymise.mjs): 10 000 known personal values replaced in 10 000
//    strings, in Node; `npm run bench -- --pseudonymise` runs only that.
// Each table is also written into docs/performance.md (scripts/bench/performance-doc.mjs), which
// states the targets.
import { join } from 'node:path'
import { analyse, buildApp, PREVIEW_ENV, PRODUCTION_ENV, ROOT } from './bench/route-js.mjs'
import { printRouteTable } from './bench/route-table.mjs'
import { lighthouseMedian } from './bench/lighthouse.mjs'
import { traceRounds } from './bench/request-rounds.mjs'
import { benchScale, measureScale, printScale } from './bench/scale.mjs'
import { benchJournalHeap } from './bench/journal-heap.mjs'
import { serveWithNginx } from './bench/serve.mjs'
import { lighthouseProductionHome, recordHomeAnswers, withProductionBacked } from './bench/production-home.mjs'
import { measureTaps, printTaps, TAP_PATHS } from './bench/taps.mjs'
import { measureStudioImport, printStudioImport } from './bench/studio-import.mjs'
import { benchPseudonymise } from './bench/pseudonymise.mjs'
import { measureFirstScreen, printFirstScreen } from './bench/first-screen.mjs'

process.env.CHROME_PATH ??= '/usr/bin/chromium'
const PORT = Number(process.env.BENCH_PORT ?? 8089)
if (process.argv.includes('--pseudonymise')) {
  await benchPseudonymise()
  process.exit(0)
}
if (process.argv.includes('--scale')) {
  await benchScale(join(ROOT, '.bench/preview'), PORT)
  process.exit(0)
}
if (process.argv.includes('--import')) {
  await benchStudioImport(join(ROOT, '.bench/preview'), PORT)
  process.exit(0)
}
if (process.argv.includes('--first-screen')) {
  const dir = join(ROOT, '.bench/prod')
  const previewDir = join(ROOT, '.bench/preview')
  if (!process.env.BENCH_SKIP_BUILD) {
    buildApp(dir, PRODUCTION_ENV)
    buildApp(previewDir, PREVIEW_ENV)
  }
  const preview = await serveWithNginx(previewDir, PORT, PREVIEW_ENV)
  const answers = await recordHomeAnswers(preview.origin).finally(() => preview.stop())
  printFirstScreen(await measureFirstScreen(dir, answers, PORT))
  process.exit(0)
}
if (process.argv.includes('--taps')) {
  await benchTaps(join(ROOT, '.bench/preview'), PORT)
  process.exit(0)
}
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const TRACED = ['/auth', '/', '/profile', '/profile/devices', '/wallet/history']

const productionDir = join(ROOT, '.bench/prod')
const previewDir = join(ROOT, '.bench/preview')
console.log('Building the production and the mock-backed preview configurations…')
buildApp(productionDir, PRODUCTION_ENV)
buildApp(previewDir, PREVIEW_ENV)
const sizes = analyse(productionDir)

// /auth renders without data: measured on the production build, which is what customers get.
const production = await serveWithNginx(productionDir, PORT, PRODUCTION_ENV)
const scores = {}
try {
  console.log(`Lighthouse /auth (production build) ×${RUNS}…`)
  scores['/auth'] = await lighthouseMedian(`${production.origin}/auth`, { runs: RUNS })
} finally {
  await production.stop()
}

// / and the other signed-in screens need data: the mock-backed preview build, signed in with the
// seeded demo session.
const preview = await serveWithNginx(previewDir, PORT, PREVIEW_ENV)
let traces
let scale
let homeAnswers
let studioImport
try {
  console.log('Tracing API request rounds (preview build)…')
  traces = await traceRounds(preview.origin, TRACED)
  homeAnswers = await recordHomeAnswers(preview.origin, TAP_PATHS)
  console.log(`Lighthouse / (mock-backed preview build) ×${RUNS}…`)
  scores['/'] = await lighthouseMedian(`${preview.origin}/`, { runs: RUNS, token: 'seed-win' })
  studioImport = await measureStudioImport(preview.origin)
} finally {
  await preview.stop()
}
// Before the scale table, so it does not depend on what 50 000 payments leave behind in this process
// and the machine: measured right after them, it scores far below its score alone.
console.log(`Lighthouse / (production build, the mock's answers as its backend) ×${RUNS}…`)
const productionHome = await lighthouseProductionHome(homeAnswers, PORT, RUNS)
console.log('The first screens painted from the HTML against the client-rendered ones…')
const firstScreen = await measureFirstScreen(productionDir, homeAnswers, PORT)
console.log('Tap to result (production build, the mock’s answers as its backend)…')
const taps = await withProductionBacked(homeAnswers, PORT, measureTaps)
const scalePreview = await serveWithNginx(previewDir, PORT, PREVIEW_ENV)
try {
  scale = await measureScale(scalePreview.origin)
} finally {
  await scalePreview.stop()
}
for (const [path, score] of [...Object.entries(scores), ['/', productionHome]]) {
  const landed = new URL(score.finalUrl).pathname
  if (landed !== path) throw new Error(`Lighthouse on ${path} ended on ${landed}`)
}

// One module of scripts/bench/ per table, printed in this order; a new figure gets its own module,
// measured above on the server it needs (the preview for anything with data) and printed here.
printRouteTable({ sizes, traces, scores, productionHome, runs: RUNS })
printFirstScreen(firstScreen)
printTaps(taps)
printScale(scale)
printStudioImport(studioImport)
await benchJournalHeap()
await benchPseudonymise()

/** Only the studio's import, on the mock-backed preview. */
async function benchStudioImport(dir, port) {
  if (!process.env.BENCH_SKIP_BUILD) buildApp(dir, PREVIEW_ENV)
  const site = await serveWithNginx(dir, port, PREVIEW_ENV)
  try {
    printStudioImport(await measureStudioImport(site.origin))
  } finally {
    await site.stop()
  }
}

/** Only the tap table: the mock-backed preview records the answers, the production build is measured. */
async function benchTaps(dir, port) {
  if (!process.env.BENCH_SKIP_BUILD) buildApp(dir, PREVIEW_ENV)
  const site = await serveWithNginx(dir, port, PREVIEW_ENV)
  let answers
  try {
    answers = await recordHomeAnswers(site.origin, TAP_PATHS)
  } finally {
    await site.stop()
  }
  printTaps(await withProductionBacked(answers, port, measureTaps))
}
