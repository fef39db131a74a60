// Lighthouse mobile (its default: Moto G Power emulation, simulated slow 4G and 4x CPU throttling),
// performance category, median of N runs, each in a fresh headless chromium.
import lighthouse from 'lighthouse'
import puppeteer from 'puppeteer-core'
import { median } from './statistics.mjs'

const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking']

async function runOnce(url, token) {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: FLAGS,
    headless: true,
  })
  try {
    const page = await browser.newPage()
    // Lighthouse clears the origin's storage before loading, then this runs at document start,
    // before the app: the seeded demo session (mocks/seed.ts) makes `/` render instead of redirecting.
    if (token) await page.evaluateOnNewDocument((value) => localStorage.setItem('access_token', value), token)
    const result = await lighthouse(
      url,
      { output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      undefined,
      page,
    )
    const { audits, categories } = result.lhr
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`)
    return {
      finalUrl: result.lhr.finalDisplayedUrl,
      score: Math.round(categories.performance.score * 100),
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      lcpElement: largestPaintElement(audits['largest-contentful-paint-element']),
    }
  } finally {
    await browser.close()
  }
}

/** What Lighthouse names as the largest paint's element: its label (the element's text) and snippet. */
function largestPaintElement(audit) {
  const tables = audit?.details?.items ?? []
  const node = tables.flatMap((table) => table.items ?? [table]).find((item) => item.node)?.node
  return node ? { label: node.nodeLabel ?? '', snippet: node.snippet ?? '' } : undefined
}

export async function lighthouseMedian(url, { runs = 3, token } = {}) {
  const results = []
  for (let run = 0; run < runs; run += 1) results.push(await runOnce(url, token))
  return {
    runs: results,
    finalUrl: results[0].finalUrl,
    score: median(results.map((result) => result.score)),
    fcp: median(results.map((result) => result.fcp)),
    lcp: median(results.map((result) => result.lcp)),
    tbt: median(results.map((result) => result.tbt)),
    cls: median(results.map((result) => result.cls)),
  }
}
