import { spawn } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { BrowserContext } from '@playwright/test'
import { startNginx, type Nginx } from './nginx-deploy'
import { expect, test } from './fixtures'

/**
 * Two mock-backed previews published the way a previews host publishes branches (docs/previews.md):
 * each built with Vite's own `--base`, its files under <document root><base>, both served by one
 * nginx origin with nothing at its root, the configuration rendered by deploy/render-nginx-conf.mjs.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url))
export const PREVIEWS = ['/preview/pr-7/', '/preview/pr-8/'] as const
export const previews = { origin: '' }
let nginx: Nginx | undefined
let dir = ''

/** `npm run build -- --base <base>` of the preview (VITE_MOCK=true), into `outDir`. */
function build(base: string, outDir: string) {
  return new Promise<void>((done, fail) => {
    const args = ['build', '--base', base, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error']
    const child = spawn(join(ROOT, 'node_modules/.bin/vite'), args, {
      cwd: ROOT,
      env: { ...process.env, VITE_MOCK: 'true', VITE_API_URL: '', VITE_GATEWAY_URL: '' },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let errors = ''
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()))
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`vite build --base ${base} failed:\n${errors}`))))
  })
}

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
    await Promise.all(PREVIEWS.map((base, index) => build(base, roots[index] ?? '')))
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

/** The same-origin requests of `context` outside `base`, gathered while the test runs. */
export function requestsOutside(context: BrowserContext, base: string) {
  const outside: string[] = []
  context.on('request', (request) => {
    const url = new URL(request.url())
    if (url.origin === previews.origin && !url.pathname.startsWith(base)) outside.push(request.url())
  })
  return {
    expectNone: () => expect(outside, `requests outside ${base}`).toEqual([]),
  }
}
