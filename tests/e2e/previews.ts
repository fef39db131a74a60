import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BrowserContext, Request } from '@playwright/test'
import { startNginx, type Nginx } from './nginx-deploy'
import { expect, test } from './fixtures'
import { viteBuild } from './vite-build'

/**
 * Two mock-backed previews published the way a previews host publishes branches (docs/previews.md):
 * each built with Vite's own `--base`, its files under <document root><base>, both served by one
 * nginx origin with nothing at its root, the configuration rendered by deploy/render-nginx-conf.mjs.
 */
export const PREVIEWS = ['/preview/pr-7/', '/preview/pr-8/'] as const
export const previews = { origin: '' }
let nginx: Nginx | undefined
let dir = ''

export function servePreviewsWithNginx() {
  test.describe.configure({ mode: 'serial' })

  test.beforeAll(async () => {
    // Two production builds of the app, side by side on a machine other suites share.
    test.setTimeout(240_000)
    dir = mkdtempSync(join(tmpdir(), 'lk-previews-'))
    // nginx started as root serves files as `nobody`; mkdtemp's 0700 would hide them.
    chmodSync(dir, 0o755)
    const roots = PREVIEWS.map((base) => join(dir, 'html', base))
    roots.forEach((root) => mkdirSync(root, { recursive: true }))
    // `npm run build -- --base <base>` of each preview, as docs/previews.md builds it.
    await Promise.all(
      PREVIEWS.map((base, index) => viteBuild(roots[index] ?? '', { VITE_MOCK: 'true' }, ['--base', base])),
    )
    nginx = await startNginx(dir, (listen) => [
      ...PREVIEWS.flatMap((base, index) => ['--root', roots[index] ?? '', '--base', base]),
      ...['--listen', listen],
    ])
    previews.origin = nginx.origin
  })

  test.afterAll(async () => {
    await nginx?.stop()
    if (dir) rmSync(dir, { recursive: true, force: true })
  })
}

/** The address of the page or the worker that made `request`. */
function madeFrom(request: Request) {
  // A service worker's requests have no frame (Playwright's request.frame() throws for them).
  return request.serviceWorker()?.url() ?? request.frame().url()
}

/** Whether `address` is a page or worker of a preview other than the one under `base`. */
const ofAnotherPreview = (address: string, base: string) =>
  PREVIEWS.some((other) => other !== base && address.startsWith(`${previews.origin}${other}`))

/**
 * The same-origin requests of `context` outside `base`, gathered while the test runs. A page of
 * another preview asks for its own files until the tab has left it (its screens' code is fetched
 * while the browser is idle), so requests are held to account by the preview that made them.
 */
export function requestsOutside(context: BrowserContext, base: string) {
  const outside: string[] = []
  context.on('request', (request) => {
    const url = new URL(request.url())
    if (url.origin !== previews.origin || url.pathname.startsWith(base)) return
    if (!ofAnotherPreview(madeFrom(request), base)) outside.push(request.url())
  })
  return {
    expectNone: () => expect(outside, `requests outside ${base}`).toEqual([]),
  }
}
