// `npm run bench` (not part of npm test: it measures times). Prints, per route:
//  - JS needed to render it, gzip -9 and brotli q11 (PRODUCTION build: real URLs, no mock);
//  - sequential API request rounds before the content shows (mock-backed preview build, Playwright);
//  - Lighthouse mobile performance score / FCP / LCP / TBT / CLS, median of 3: /auth on the
//    production build, / on the mock-backed preview build (it needs data); both served by the
//    shipped nginx configuration (deploy/), so gzip, caching and the CSP are what users get.
//  - the scale table (scripts/bench/scale.mjs): the history and devices screens with generated data
//    (100 to 50 000 payments, 1 000 sessions) at 4x CPU. `npm run bench -- --scale` runs only that.
// Targets (issues 6, 21): /auth ≤ 133 KiB gzip, / ≤ 130 KiB, score ≥ 99 on /auth and ≥ 97 on the mock-backed /, CLS 0, / in one API round.
// Targets (issue 14): see SCALE_TARGETS in scripts/bench/scale.mjs.
import { join } from 'node:path'
import { analyse, buildApp, PREVIEW_ENV, PRODUCTION_ENV, printTable, ROOT } from './bench/route-js.mjs'
import { lighthouseMedian } from './bench/lighthouse.mjs'
import { traceRounds } from './bench/request-rounds.mjs'
import { benchScale, measureScale, printScale } from './bench/scale.mjs'
import { serveWithNginx } from './bench/serve.mjs'

process.env.CHROME_PATH ??= '/usr/bin/chromium'
const PORT = Number(process.env.BENCH_PORT ?? 8089)
if (process.argv.includes('--scale')) {
  await benchScale(join(ROOT, '.bench/preview'), PORT)
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
try {
  console.log('Tracing API request rounds (preview build)…')
  traces = await traceRounds(preview.origin, TRACED)
  console.log(`Lighthouse / (mock-backed preview build) ×${RUNS}…`)
  scores['/'] = await lighthouseMedian(`${preview.origin}/`, { runs: RUNS, token: 'seed-win' })
  scale = await measureScale(preview.origin)
} finally {
  await preview.stop()
}
for (const [path, score] of Object.entries(scores)) {
  const landed = new URL(score.finalUrl).pathname
  if (landed !== path) throw new Error(`Lighthouse on ${path} ended on ${landed}`)
}

const ms = (value) => (value === undefined ? '' : `${(value / 1000).toFixed(2)} s`)
const rows = sizes.map((route) => {
  const trace = traces.find((entry) => entry.path === route.path)
  const score = scores[route.path]
  return [
    route.path,
    route.gzip.toFixed(1),
    route.brotli.toFixed(1),
    route.ownGzip.toFixed(1),
    trace ? String(trace.rounds) : '',
    score ? String(score.score) : '',
    ms(score?.fcp),
    ms(score?.lcp),
    score ? `${Math.round(score.tbt)} ms` : '',
    score ? score.cls.toFixed(3) : '',
  ]
})
console.log(
  `\nnpm run bench — ${new Date().toISOString().slice(0, 10)}; sizes in KiB (production build), Lighthouse mobile median of ${RUNS}\n`,
)
printTable(['route', 'JS gzip', 'JS brotli', 'own gzip', 'API rounds', 'LH score', 'FCP', 'LCP', 'TBT', 'CLS'], rows)
for (const trace of traces) {
  console.log(
    `\n${trace.path}: ${trace.requests.map((request) => `[${request.round}] ${request.call}`).join(', ') || 'no API calls'}`,
  )
}
for (const [path, score] of Object.entries(scores)) {
  console.log(
    `\nLighthouse ${path} runs: ${score.runs.map((run) => `${run.score} (LCP ${ms(run.lcp)}, CLS ${run.cls.toFixed(3)})`).join('; ')}`,
  )
}
printScale(scale)
