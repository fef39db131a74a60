// The first screens painted from the HTML (build/prerender.ts) against the same screens rendered by
// their code alone: the production build as it ships, and a copy of it without its painted pages,
// which nginx then answers with index.html, as every client-rendered app on this stack does.
// Lighthouse mobile, the two builds taking turns, median of BENCH_FIRST_SCREEN_RUNS (5), on /auth and
// on home (`/`, signed in, its backends answering what the mock answered: ./production-home.mjs);
// the element Lighthouse takes for the largest paint; and a screenshot of /auth at 375 px with every
// script refused (.bench/auth-without-scripts.png), which must show the form.
// `npm run bench -- --first-screen` runs only this table (BENCH_SKIP_BUILD=1 reuses .bench/prod and
// .bench/preview).
import { cpSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import puppeteer from 'puppeteer-core'
import { htmlPages } from '../../deploy/csp.mjs'
import { lighthouseMedian } from './lighthouse.mjs'
import { writeBenchBlock } from './performance-doc.mjs'
import { PRODUCTION_ENV, ROOT, printTable } from './route-js.mjs'
import { serveWithNginx } from './serve.mjs'
import { compareRuns, median } from './statistics.mjs'
import { TOKEN, withProductionBacked } from './production-home.mjs'

const RUNS = Number(process.env.BENCH_FIRST_SCREEN_RUNS ?? 5)
const SCREENSHOT = join(ROOT, '.bench/auth-without-scripts.png')

/** A copy of the build in `dir` whose every address is answered by index.html: rendered by its code alone. */
function clientRenderedCopy(dir) {
  const copy = `${dir}-client-rendered`
  rmSync(copy, { recursive: true, force: true })
  cpSync(dir, copy, { recursive: true })
  for (const page of htmlPages(copy).filter((name) => name !== 'index.html')) rmSync(join(copy, page))
  return copy
}

/** /auth at 375 px with scripts off: the screenshot, and whether the form's fields are there to see. */
async function withoutScripts(origin) {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  })
  try {
    const page = await browser.newPage()
    await page.setJavaScriptEnabled(false)
    await page.setViewport({ width: 375, height: 812 })
    await page.goto(`${origin}/auth`, { waitUntil: 'load' })
    await page.screenshot({ path: SCREENSHOT })
    const labels = await page.$$eval('label', (elements) =>
      elements.filter((element) => element.checkVisibility()).map((element) => element.textContent),
    )
    return ['Логин или email', 'Пароль'].every((label) => labels.includes(label))
  } finally {
    await browser.close()
  }
}

const summary = (runs) => ({
  runs,
  score: median(runs.map((run) => run.score)),
  fcp: median(runs.map((run) => run.fcp)),
  lcp: median(runs.map((run) => run.lcp)),
  tbt: median(runs.map((run) => run.tbt)),
  cls: median(runs.map((run) => run.cls)),
  // Labels are the element's text: its line breaks would break the table's row.
  lcpElements: [...new Set(runs.map((run) => run.lcpElement?.label.replace(/\s+/g, ' ') ?? '—'))],
})

/** Lighthouse on `path` of the two servers, taking turns, `RUNS` times each. */
async function takingTurns(label, painted, bare, path, token) {
  const runs = { painted: [], bare: [] }
  for (let run = 0; run < RUNS; run += 1) {
    console.log(`Lighthouse ${label}, painted from the HTML and client-rendered, run ${run + 1} of ${RUNS}…`)
    runs.painted.push(...(await lighthouseMedian(`${painted}${path}`, { runs: 1, token })).runs)
    runs.bare.push(...(await lighthouseMedian(`${bare}${path}`, { runs: 1, token })).runs)
  }
  return { painted: summary(runs.painted), bare: summary(runs.bare) }
}

/** /auth of the production build in `productionDir`, and home of it backed by the mock's `homeAnswers`. */
export async function measureFirstScreen(productionDir, homeAnswers, port) {
  const painted = await serveWithNginx(productionDir, port, PRODUCTION_ENV)
  const bare = await serveWithNginx(clientRenderedCopy(productionDir), port + 1, PRODUCTION_ENV)
  let auth
  let formWithoutScripts
  try {
    auth = await takingTurns('/auth', painted.origin, bare.origin, '/auth')
    formWithoutScripts = await withoutScripts(painted.origin)
  } finally {
    await Promise.all([painted.stop(), bare.stop()])
  }
  const home = await withProductionBacked(homeAnswers, port, async (origin, build) => {
    const homeBare = await serveWithNginx(clientRenderedCopy(build.dir), port + 1, build.env)
    try {
      return await takingTurns('/ (signed in)', origin, homeBare.origin, '/', TOKEN)
    } finally {
      await homeBare.stop()
    }
  })
  return { auth, home, formWithoutScripts }
}

const seconds = (value) => `${(value / 1000).toFixed(2)} s`

/** The two rows of one screen: painted from the HTML, and rendered by its code alone. */
function screenRows(screen, { painted, bare }) {
  const row = (name, result) => [
    `${screen} ${name}`,
    String(result.score),
    seconds(result.fcp),
    seconds(result.lcp),
    `${Math.round(result.tbt)} ms`,
    result.cls.toFixed(3),
    result.lcpElements.map((label) => `«${label}»`).join(', '),
  ]
  return [row('painted from the HTML', painted), row('rendered by its code alone', bare)]
}

/**
 * Each run's LCP and TBT, in the order they ran: blocking time moves a lot from run to run on a
 * shared machine, and a median alone hides by how much.
 */
function runLines(screen, { painted, bare }) {
  return [
    ['painted', painted],
    ['client-rendered', bare],
  ].map(
    ([name, result]) =>
      `- ${screen} ${name}: LCP ${result.runs.map((run) => seconds(run.lcp)).join(', ')}; ` +
      `TBT ${result.runs.map((run) => `${Math.round(run.tbt)} ms`).join(', ')}`,
  )
}

/**
 * Whether painting from the HTML blocks the main thread longer than rendering by the code alone, as
 * far as runs this spread can tell (./statistics.mjs).
 */
function blockingCompared(screen, { painted, bare }) {
  const tbt = (result) => result.runs.map((run) => run.tbt)
  const { difference, interval, firstLower } = compareRuns(tbt(painted), tbt(bare))
  const ms = (value) => `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(Math.round(value))} ms`
  return (
    `- ${screen}: ${ms(difference)} (95 % bootstrap interval ${ms(interval[0])} … ${ms(interval[1])}); ` +
    `a painted run blocked less than a client-rendered one in ${Math.round(firstLower * 100)} % of pairs`
  )
}

export function printFirstScreen({ auth, home, formWithoutScripts }) {
  console.log(`\nThe first screens, Lighthouse mobile, median of ${RUNS}, the two builds taking turns`)
  const table = printTable(
    ['Screen', 'LH score', 'FCP', 'LCP', 'TBT', 'CLS', 'LCP element'],
    [...screenRows('/auth', auth), ...screenRows('/ (signed in)', home)],
  )
  const runs = [...runLines('/auth', auth), ...runLines('/ (signed in)', home)].join('\n')
  console.log(`\nEach run:\n${runs}`)
  const blocking = [blockingCompared('/auth', auth), blockingCompared('/ (signed in)', home)].join('\n')
  console.log(`\nBlocking time, painted against client-rendered (difference of the medians):\n${blocking}`)
  const shot = formWithoutScripts ? 'shows the sign-in form' : 'does NOT show the sign-in form'
  console.log(`With every script refused, /auth at 375 px ${shot} (${SCREENSHOT})`)
  writeBenchBlock(
    'first-screen',
    `The production build served by nginx, Lighthouse mobile, median of ${RUNS}, the two taking turns; ` +
      `"rendered by its code alone" is the same build without its painted pages. \`/\` is signed in as the demo ` +
      `user, its backends answering what the mock answered. With every script refused, /auth at 375 px ${shot}.` +
      `\n\n${table}\n\nEach run, in the order they ran:\n\n${runs}` +
      `\n\nBlocking time, painted against client-rendered (difference of the medians):\n\n${blocking}`,
  )
  if (!formWithoutScripts) throw new Error('/auth without scripts shows no sign-in form')
}
