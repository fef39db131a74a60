// The route table of `npm run bench`: per route the JS it needs (production build), its API request
// rounds (mock-backed build) and the Lighthouse medians, in the columns of docs/performance.md's table.
import { writeBenchBlock } from './performance-doc.mjs'
import { printTable } from './route-js.mjs'

const seconds = (value) => (value === undefined ? '' : `${(value / 1000).toFixed(2)} s`)

const lighthouseCells = (score) => [
  score ? String(score.score) : '',
  seconds(score?.fcp),
  seconds(score?.lcp),
  score ? `${Math.round(score.tbt)} ms` : '',
  score ? score.cls.toFixed(3) : '',
]

/**
 * sizes: analyse()'s routes; traces: traceRounds()'s; scores: lighthouseMedian() by path (`/` on the
 * mock-backed build); productionHome: lighthouseMedian() of `/` on the production build, its own row.
 */
export function printRouteTable({ sizes, traces, scores, productionHome, runs }) {
  const rows = sizes.flatMap((route) => {
    const trace = traces.find((entry) => entry.path === route.path)
    const row = [
      route.path,
      route.gzip.toFixed(1),
      route.brotli.toFixed(1),
      route.ownGzip.toFixed(1),
      trace ? String(trace.rounds) : '',
      ...lighthouseCells(scores[route.path]),
    ]
    if (route.path !== '/' || !productionHome) return [row]
    return [row, ['/ (production)', '', '', '', '', ...lighthouseCells(productionHome)]]
  })
  console.log(
    `\nnpm run bench — ${new Date().toISOString().slice(0, 10)}; sizes in KiB (production build), Lighthouse mobile median of ${runs}\n`,
  )
  const table = printTable(
    ['route', 'JS gzip', 'JS brotli', 'own gzip', 'API rounds', 'LH score', 'FCP', 'LCP', 'TBT', 'CLS'],
    rows,
  )
  writeBenchBlock('routes', `Sizes in KiB (production build); Lighthouse mobile, median of ${runs}.\n\n${table}`)
  for (const trace of traces) {
    console.log(
      `\n${trace.path}: ${trace.requests.map((request) => `[${request.round}] ${request.call}`).join(', ') || 'no API calls'}`,
    )
  }
  const measured = Object.entries(scores).map(([path, score]) => [path === '/' ? '/ (mock-backed)' : path, score])
  if (productionHome) measured.push(['/ (production)', productionHome])
  for (const [path, score] of measured) {
    console.log(
      `\nLighthouse ${path} runs: ${score.runs.map((run) => `${run.score} (LCP ${seconds(run.lcp)}, CLS ${run.cls.toFixed(3)})`).join('; ')}`,
    )
  }
}
