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
  // Issue 21: sonner after the first paint, ky's client at the first request and the loaders in
  // their screens' chunks took /auth from 145.8 to 131.8 and / from 139.6 to 123.9. The support
  // report's recording and its menu entries, the call catalogue's send() and the offline banner with
  // the route-chunk guard then brought them to 133.4 and 125.3. With the payment history's query out
  // of the entry and TanStack Query's queryOptions kept with /auth's controls: 132.8 and 126.1 (the
  // home screen's payment-return carries the history's query key and reader); 1 KiB headroom.
  // The early reads, the inlined stylesheet's gate and the history's off-thread reader (which now
  // loads with the history's read, leaving / its query and a dynamic import): / at 127.3. The payment
  // kinds and the history's address check in modules of their own keep ./payments and the filtering
  // out of the entry: /auth 132.8, / 127.8 (./payments is now a chunk of its own there); 1 KiB headroom.
  '/auth': { total: 133.8 },
  '/': { total: 128.8 },
  '/reset-password': { own: 26 },
  '/oauth': { own: 3 },
  // The profile, its dialogs (two-factor, password, e-mail) and the shared form kit: 36.1 measured
  // on 2026-11-24, after the form fields shared one FieldError and the layouts one column; 37.1 once
  // the API modules the entry no longer holds load with it (its total fell from 146.2 to 145.7); 1 KiB headroom.
  '/profile': { own: 38.1 },
  // The windowed list, clipped strings and the skipped-entries line: 39.1 measured.
  '/profile/devices': { own: 44 },
  // Filters, months with totals and the CSV export: 15.9 measured (the virtualizer loads only
  // for a long history, with the windowed list's rows).
  '/wallet/history': { own: 20 },
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
