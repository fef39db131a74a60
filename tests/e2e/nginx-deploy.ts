import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { chmodSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { test as base } from './fixtures'
import { startOnFreePort, type LocalServer } from './local-server'

/**
 * The shipped deployment: the build served by Debian's nginx with the configuration rendered by
 * deploy/render-nginx-conf.mjs, exactly as production runs it. The build is the mock-backed
 * preview build the e2e webServer already made (dist-e2e, VITE_MOCK=true): it signs in and renders
 * data without a backend, and differs from the production build only by the mock code. The
 * production CSP (backend origins in connect-src) is checked on the rendered configuration.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url))
export const BUILD = join(ROOT, 'dist-e2e')

/** This spec's nginx: its origin (ports are chosen free at run time, so parallel checkouts never collide) and folder. */
export const served = { origin: '', dir: '' }
let nginx: Nginx | undefined

/** Every test talks to this run's nginx. */
// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its first parameter
export const test = base.extend({ baseURL: async ({}, provide) => provide(served.origin) })

/** The build's pages: index.html, and the open pages painted at build time (auth.html, …), by name. */
const pages = () =>
  readdirSync(BUILD)
    .filter((name) => name.endsWith('.html'))
    .sort()

const sha256Sources = (pattern: RegExp) => [
  ...new Set(
    pages().flatMap((page) =>
      [...readFileSync(join(BUILD, page), 'utf8').matchAll(pattern)].map(
        (match) =>
          `'sha256-${createHash('sha256')
            .update(match[1] ?? '')
            .digest('base64')}'`,
      ),
    ),
  ),
]

/**
 * The pages' inline scripts, each allowed by its SHA-256 only: index.html's (theme pre-paint with the
 * load-failure message, route preloader) and each painted page's stand-in (src/prerender/stand-in.ts).
 */
export const inlineScriptSources = () => sha256Sources(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)

/** index.html's inline stylesheet (build/inline-stylesheet.ts), allowed by its SHA-256 only. */
export const inlineStyleSources = () => sha256Sources(/<style[^>]*>([\s\S]*?)<\/style>/g)

export function render(env: Record<string, string>, args: string[]) {
  const result = spawnSync(process.execPath, [join(ROOT, 'deploy/render-nginx-conf.mjs'), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, VITE_API_URL: '', VITE_GATEWAY_URL: '', VITE_MOCK: '', ...env },
  })
  if (result.status !== 0) throw new Error(`render-nginx-conf failed: ${result.stderr}`)
  return result.stdout
}

export function findNginx() {
  const onPath = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim()
  const binary = onPath || ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((candidate) => existsSync(candidate))
  if (!binary) throw new Error('nginx is not installed: `apt-get install -y nginx` (.ci/run does it on CI)')
  return binary
}

/** A running nginx: its origin, and how to stop it. */
export type Nginx = LocalServer

/** nginx with the standalone configuration `renderArgs(listen)` renders into `dir`. */
export async function startNginx(dir: string, renderArgs: (listen: string) => string[]): Promise<Nginx> {
  const binary = findNginx()
  const nginx = await startOnFreePort((port) => {
    render({ VITE_MOCK: 'true' }, [
      ...renderArgs(`127.0.0.1:${port}`),
      ...['--standalone', dir, '--out', join(dir, 'nginx.conf')],
    ])
    return spawn(binary, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'ignore' })
  })
  if (nginx) return nginx
  const log = existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : ''
  throw new Error(`nginx did not start:\n${log}`)
}

/** Serves the build with nginx for the calling spec's tests, one after another. */
export function serveBuildWithNginx() {
  test.describe.configure({ mode: 'serial' })

  test.beforeAll(async () => {
    if (!existsSync(join(BUILD, 'index.html'))) throw new Error(`${BUILD} is missing: the e2e webServer builds it`)

    served.dir = mkdtempSync(join(tmpdir(), 'lk-nginx-'))
    // nginx started as root serves files as `nobody`; mkdtemp's 0700 would hide them.
    chmodSync(served.dir, 0o755)
    cpSync(BUILD, join(served.dir, 'html'), { recursive: true })
    nginx = await startNginx(served.dir, (listen) => [
      '--root',
      join(served.dir, 'html'),
      '--listen',
      listen,
      '--precompress',
    ])
    served.origin = nginx.origin
  })

  test.afterAll(async () => {
    await nginx?.stop()
    if (served.dir) rmSync(served.dir, { recursive: true, force: true })
  })
}

export async function assetPath() {
  const html = await (await fetch(`${served.origin}/index.html`)).text()
  const match = html.match(/src="(\/assets\/[^"]+\.js)"/)
  if (!match?.[1]) throw new Error('index.html has no /assets/ script')
  return match[1]
}
