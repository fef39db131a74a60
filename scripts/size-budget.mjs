// `npm run test:budget`: builds the PRODUCTION configuration (real backend URLs, no mock, no
// devtools) and fails when a route needs more JavaScript than its budget. Sizes only, never
// times, so the check is stable on any machine. Budgets: issue 6 for `/auth` and `/`; every other
// route's own lazy JS is capped at what it measured when the screens were finished, plus headroom.
import { join } from 'node:path'
import { analyse, buildApp, PRODUCTION_ENV, printTable, ROOT } from './bench/route-js.mjs'

const OUT_DIR = join(ROOT, '.bench/budget')

/**
 * KiB of gzip (level 9). `total`: everything needed to render; `own`: loaded beyond the entry.
 * `/auth` and `/` have the product's targets; every other route is capped at what it needs plus
 * about 25% headroom, so a heavy import shows up here (the figures behind each: docs/performance.md).
 */
const BUDGETS = {
  // The two first screens: what they need to paint plus 1 KiB. What moved out of them, and what
  // it bought, is in docs/performance.md; git history has each step's figures.
  '/auth': { total: 133.8 },
  // +0.2 KiB: a lazy form that failed to load tries again, and code that never came loads the page again.
  '/': { total: 129 },
  '/reset-password': { own: 26 },
  '/oauth': { own: 3 },
  // The profile, its dialogs (two-factor, password, e-mail) and the shared form kit, plus 1 KiB.
  '/profile': { own: 38.1 },
  // The windowed list, clipped strings and the skipped-entries line.
  '/profile/devices': { own: 44 },
  // Filters, months with totals and the CSV export (the virtualizer loads only for a long history,
  // with the windowed list's rows), and the API's shared schemas, which left the entry
  // when the redirect rule moved from them to src/api/app-page.ts.
  '/wallet/history': { own: 20.5 },
  404: { own: 0.5 },
}

// Heavy code that only the screens using it may load (issue 6).
const KEEP_OUT = {
  '/auth': [/node_modules\/ua-parser-js\//, /node_modules\/dayjs\/locale\//],
  '/': [/node_modules\/ua-parser-js\//, /node_modules\/dayjs\/locale\//],
}

buildApp(OUT_DIR, PRODUCTION_ENV)
const routes = analyse(OUT_DIR)
const failures = []

const rows = routes.map((route) => {
  const budget = BUDGETS[route.path]
  if (!budget) failures.push(`${route.path}: no budget set in scripts/size-budget.mjs`)
  const measured = budget?.total !== undefined ? route.gzip : route.ownGzip
  const limit = budget?.total ?? budget?.own
  const over = limit !== undefined && measured > limit
  if (over)
    failures.push(
      `${route.path}: ${measured.toFixed(1)} KiB gzip > ${limit} KiB (${budget.total !== undefined ? 'total' : 'own'})`,
    )
  for (const pattern of KEEP_OUT[route.path] ?? []) {
    const hits = [...new Set(route.modules.filter((module) => pattern.test(module)))]
    if (hits.length > 0) failures.push(`${route.path}: must not load ${hits.join(', ')}`)
  }
  return [
    route.path,
    route.files,
    route.gzip.toFixed(1),
    route.brotli.toFixed(1),
    route.ownGzip.toFixed(1),
    limit === undefined ? '-' : `${budget.total !== undefined ? 'total' : 'own'} ≤ ${limit}`,
    over ? 'OVER' : 'ok',
  ]
})

console.log('\nJS needed to render each route (production build, KiB; gzip -9, brotli q11)\n')
printTable(['route', 'js files', 'gzip', 'brotli', 'own gzip', 'budget (gzip)', 'status'], rows)
if (failures.length > 0) {
  console.error(`\nSize budget exceeded:\n  ${failures.join('\n  ')}`)
  process.exit(1)
}
console.log('\nAll routes within budget.')
