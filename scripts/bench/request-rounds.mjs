// Counts the sequential rounds of API requests a page needs before its content shows: a request
// that starts after an earlier one finished is a round later than it. `/` must fetch the user,
// services and wallet data in one round (loaders in parallel), not one after another.
import { chromium } from 'playwright-core'

const LAUNCH = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
}
const isApi = (url) => /\/mock\/(api|gateway)\//.test(url)

function rounds(requests) {
  const sorted = [...requests].sort((a, b) => a.start - b.start)
  for (const request of sorted) {
    const before = sorted.filter((other) => other !== request && other.end !== undefined && other.end <= request.start)
    request.round = 1 + Math.max(0, ...before.map((other) => other.round ?? 1))
  }
  return sorted
}

export async function traceRounds(origin, paths) {
  const browser = await chromium.launch(LAUNCH)
  const results = []
  try {
    for (const path of paths) {
      const context = await browser.newContext({ locale: 'ru-RU' })
      // A seeded session of the demo user (mocks/seed.ts) so protected routes render at once.
      if (path !== '/auth') await context.addInitScript(() => localStorage.setItem('access_token', 'seed-win'))
      const page = await context.newPage()
      const requests = new Map()
      const t0 = Date.now()
      page.on('request', (request) => {
        if (isApi(request.url()) && !requests.has(request))
          requests.set(request, { url: request.url(), start: Date.now() - t0 })
      })
      const finish = (request) => {
        const entry = requests.get(request)
        if (entry) entry.end = Date.now() - t0
      }
      page.on('requestfinished', finish)
      page.on('requestfailed', finish)
      await page.goto(origin + path, { waitUntil: 'networkidle' })
      // Content shown: no skeleton/loading status left in the main area.
      await page
        .locator('[data-skeleton], main [aria-busy="true"]')
        .first()
        .waitFor({ state: 'detached', timeout: 10_000 })
        .catch(() => {})
      const traced = rounds([...requests.values()])
      results.push({
        path,
        rounds: traced.length === 0 ? 0 : Math.max(...traced.map((request) => request.round)),
        requests: traced.map((request) => ({
          round: request.round,
          start: request.start,
          end: request.end,
          call: new URL(request.url).pathname.replace(/^\/mock\/(api|gateway)\//, ''),
        })),
      })
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return results
}
