// Lighthouse on `/` of the PRODUCTION build, which needs a backend. The mock's own answers stand in
// for it: `recordHomeAnswers` opens `/` on the mock-backed preview (signed in as the demo user) and
// keeps every API answer; `lighthouseProductionHome` serves them from a small local server on its
// own origin (as the real backends are: CORS, a preflight for the Authorization header), builds the
// production configuration pointed at it, and measures `/` through the shipped nginx configuration.
import { createServer } from 'node:http'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { answeredCors } from './cors.mjs'
import { lighthouseMedian } from './lighthouse.mjs'
import { buildApp, ROOT } from './route-js.mjs'
import { serveWithNginx } from './serve.mjs'

const MOCK_PREFIX = /^\/mock\/(api|gateway)\//
export const TOKEN = 'seed-win' // the demo user's seeded session (mocks/seed.ts)

/**
 * The API answers the pages at `paths` get on the mock-backed preview (`/` by default):
 * "METHOD /api|gateway/path?query" -> answer.
 */
export async function recordHomeAnswers(previewOrigin, paths = ['/']) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  })
  const answers = new Map()
  try {
    const context = await browser.newContext({ locale: 'ru-RU' })
    await context.addInitScript((token) => localStorage.setItem('access_token', token), TOKEN)
    const page = await context.newPage()
    page.on('response', async (response) => {
      const url = new URL(response.url())
      // The mock's own calls (its health check) never reach a real backend.
      if (!MOCK_PREFIX.test(url.pathname) || url.pathname.includes('/__mock')) return
      const key = `${response.request().method()} ${url.pathname.replace('/mock', '')}${url.search}`
      const body = await response.body().catch(() => Buffer.alloc(0))
      answers.set(key, { status: response.status(), type: response.headers()['content-type'] ?? '', body })
    })
    for (const path of paths) await page.goto(`${previewOrigin}${path}`, { waitUntil: 'networkidle' })
  } finally {
    await browser.close()
  }
  if (answers.size === 0) throw new Error('The preview answered no API call on /')
  return answers
}

function serveAnswers(answers) {
  const server = createServer((request, response) => {
    if (answeredCors(request, response)) return
    const answer = answers.get(`${request.method} ${request.url}`)
    if (!answer) {
      response.writeHead(501, { 'Content-Type': 'application/json' })
      return response.end(JSON.stringify({ message: `Not recorded: ${request.method} ${request.url}` }))
    }
    response.writeHead(answer.status, answer.type ? { 'Content-Type': answer.type } : {})
    response.end(answer.body)
  })
  return new Promise((listening) =>
    server.listen(0, '127.0.0.1', () => listening({ origin: `http://127.0.0.1:${server.address().port}`, server })),
  )
}

/** Lighthouse median of `/` on a production build whose backends answer what the mock answered. */
export function lighthouseProductionHome(answers, port, runs) {
  return withProductionBacked(answers, port, (origin) => lighthouseMedian(`${origin}/`, { runs, token: TOKEN }))
}

/**
 * Runs `measure(origin, build)` against the production build, served through the shipped nginx
 * configuration, whose backends answer what the mock answered (`answers`); `build` is its folder and
 * variables, for another server of the same build.
 */
export async function withProductionBacked(answers, port, measure) {
  const backend = await serveAnswers(answers)
  const env = {
    VITE_API_URL: `${backend.origin}/api`,
    VITE_GATEWAY_URL: `${backend.origin}/gateway`,
    VITE_MOCK: 'false',
  }
  const dir = join(ROOT, '.bench/prod-backed')
  try {
    buildApp(dir, env)
    const site = await serveWithNginx(dir, port, env)
    try {
      return await measure(site.origin, { dir, env })
    } finally {
      await site.stop()
    }
  } finally {
    await new Promise((closed) => backend.server.close(closed))
  }
}
