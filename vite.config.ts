/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url))

/** Vite copies public/ verbatim; a build without the mock backend must not ship MSW's service worker. */
function dropMockWorker(mock: boolean): Plugin {
  return {
    name: 'lk:drop-mock-worker',
    apply: 'build',
    writeBundle(options) {
      if (!mock && options.dir) rmSync(join(options.dir, 'mockServiceWorker.js'), { force: true })
    },
  }
}

// sonner injects its CSS as a <style> element when its module loads. The deployed CSP has
// `style-src 'self'` without 'unsafe-inline' (deploy/nginx.conf), which blocks that element and
// leaves toasts unstyled. In builds this swaps the injection for a lazy import of the stylesheet
// sonner ships (dist/styles.css, the same rules): a same-origin file, outside the render-blocking
// entry CSS. The dev server and unit tests keep the injection (no CSP there).
const SONNER_ENTRY = /[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.mjs$/
const SONNER_INJECTION = /__insertCSS\("(?:[^"\\]|\\.)*"\);?/

function sonnerStylesheet(): Plugin {
  return {
    name: 'lk:sonner-stylesheet',
    apply: 'build',
    transform(code, id) {
      if (!SONNER_ENTRY.test(id)) return null
      // Fail loudly if an upgrade changes the injection; otherwise the CSP would break toasts silently.
      if (!SONNER_INJECTION.test(code)) this.error('sonner no longer calls __insertCSS("..."): update sonnerStylesheet in vite.config.ts')
      return { code: code.replace(SONNER_INJECTION, 'import("./styles.css");'), map: null }
    },
  }
}

// The first screen waits for its lazy route chunk, which the browser finds only after the entry has
// run: one more round trip before first paint (Lighthouse mobile /auth: LCP 2.6 s -> 2.2 s without
// it). This writes a tiny script into index.html, run before the entry, that adds modulepreload /
// style preload links for the chunks of the route at the current address. It is inline because an
// external file was itself a render-blocking request (mock-backed `/`: LCP 2.60 s -> 2.35-2.54 s
// inline); the deployed CSP allows it by hash (deploy/render-nginx-conf.mjs).
function routePreload(): Plugin {
  let base = '/'
  return {
    name: 'lk:route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    writeBundle(options, bundle) {
      if (!options.dir) return
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk')
      const entry = chunks.find((chunk) => chunk.isEntry)
      if (!entry) return
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
      const closure = (start: string[]) => {
        const seen = new Set<string>()
        const visit = (name: string) => {
          if (seen.has(name)) return
          seen.add(name)
          byName.get(name)?.imports.forEach(visit)
        }
        start.forEach(visit)
        return seen
      }
      const preloaded = closure([entry.fileName])
      // src/routes/_app/profile/devices.tsx?tsr-split=component -> URL /profile/devices, layouts _app/route.
      const routeChunks = new Map<string, string>()
      for (const chunk of chunks) {
        const match = chunk.facadeModuleId?.match(/\/src\/routes\/(.+)\.tsx\?tsr-split=(.+)$/)
        if (match?.[1] && match[2]?.split('---').includes('component')) routeChunks.set(match[1], chunk.fileName)
      }
      const routes: [string, string[]][] = []
      for (const [file, fileName] of routeChunks) {
        const segments = file.split('/')
        if (segments.at(-1) === 'route' || segments.at(-1) === '__root') continue
        const layouts = segments.slice(0, -1).map((_, index) => routeChunks.get([...segments.slice(0, index + 1), 'route'].join('/')))
        const url = segments.filter((segment) => !segment.startsWith('_') && segment !== 'index' && segment !== 'route')
        const pattern = `^/${url.map((segment) => (segment.startsWith('$') ? '[^/]+' : segment)).join('/')}/?$`
        const files = [...closure([...layouts.filter((name): name is string => Boolean(name)), fileName])].filter((name) => !preloaded.has(name))
        const css = files.flatMap((name) => [...(byName.get(name)?.viteMetadata?.importedCss ?? [])])
        routes.push([pattern, [...files, ...css].map((name) => base + name)])
      }
      // main.tsx awaits the mock backend (preview builds) before the first render on every address.
      const mockChunk = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith('/mocks/browser.ts')))
      if (mockChunk) {
        const files = [...closure([mockChunk.fileName])].filter((name) => !preloaded.has(name))
        routes.push(['^/', files.map((name) => base + name)])
      }
      const source =
        `(function(){var routes=${JSON.stringify(routes)};var path=location.pathname;` +
        'for(var i=0;i<routes.length;i++){if(!new RegExp(routes[i][0]).test(path))continue;' +
        'routes[i][1].forEach(function(href){var link=document.createElement("link");var css=/\\.css$/.test(href);' +
        'link.rel=css?"preload":"modulepreload";if(css)link.as="style";link.crossOrigin="";link.href=href;document.head.appendChild(link)})}})()'
      const htmlPath = join(options.dir, 'index.html')
      const html = readFileSync(htmlPath, 'utf8')
      writeFileSync(htmlPath, html.replace('<script type="module"', `<script>${source}</script>\n    <script type="module"`))
    },
  }
}

// Mock-backed builds only: MSW keeps a cookie jar (tough-cookie, with tldts's public suffix list)
// for cookies that mocked responses set. Ours set none, yet the jar was a third of the mock bundle,
// all on the preview build's critical path (main.tsx awaits the mock before the first render), and
// MSW consults it for every handler it tries on every request (~40 ms per call at 4x CPU, profiled).
// An empty jar stands in; a mocked Set-Cookie would be reported, never silently dropped.
const MSW_COOKIE_STORE = /[\\/]msw[\\/]lib[\\/]core[\\/]utils[\\/]cookieStore\.mjs$/
const EMPTY_COOKIE_JAR = '\0lk:msw-empty-cookie-jar'

function mswEmptyCookieJar(mock: boolean): Plugin {
  return {
    name: 'lk:msw-empty-cookie-jar',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!mock || !source.endsWith('cookieStore.mjs')) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved && MSW_COOKIE_STORE.test(resolved.id) ? EMPTY_COOKIE_JAR : null
    },
    load(id) {
      if (id !== EMPTY_COOKIE_JAR) return null
      return `export const cookieStore = {
  getCookies() { return [] },
  async setCookie(cookie) { console.error('The mock backend does not keep cookies; ignored Set-Cookie:', cookie) },
}
`
    },
  }
}

// Builds only: TanStack Form reports every form's state to its devtools through this event client
// (custom window events and a reconnect loop). Devtools never ship in a build (PRODUCT.md §1), so a
// silent stand-in saves its code on every form screen (~1.3 KiB gzip on /auth, measured).
const EVENT_CLIENT_STUB = '\0lk:devtools-event-client-stub'

function devtoolsEventClientStub(): Plugin {
  return {
    name: 'lk:devtools-event-client-stub',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source === '@tanstack/devtools-event-client' ? EVENT_CLIENT_STUB : null
    },
    load(id) {
      if (id !== EVENT_CLIENT_STUB) return null
      return `const off = () => {}
export class EventClient {
  constructor(options) { this.pluginId = options && options.pluginId }
  getPluginId() { return this.pluginId }
  on() { return off }
  onAll() { return off }
  onAllPluginEvents() { return off }
  emit() {}
  startConnectLoop() {}
  stopConnectLoop() {}
}
`
    },
  }
}

const id = (pattern: string) => new RegExp(`[\\\\/]${pattern.replaceAll('/', '[\\\\/]')}`)

// Lighthouse mobile, mock-backed `/`: 20 script requests -> 11 took the score from 94 to 95-96 and LCP
// from 2.73 s to 2.56 s. Higher priority claims a module first; a group also takes the modules its
// members import, so the basics go first or the overlays would swallow icons and buttons.
const CHUNK_GROUPS = [
  { name: 'app', tags: ['$initial' as const], priority: 4 },
  // The mock backend (preview builds) starts before the first render on every address, all of it at
  // once; the support panel, the studio's data editor and HAR code and the full-page mock pages load on
  // their own when needed.
  { name: 'mock', test: id('mocks/(?!panel/|pages/.|studio/(data-editor/|har/|data-diff\\.))'), priority: 3 },
  // Controls every form screen uses, /auth included, and the theme switch its card and the
  // signed-in layout both show.
  { name: 'ui', test: id('src/(ui/(button|icon-button|icons|field|password-input|tabs|form-errors)|features/theme/theme-switch)\\.'), priority: 2 },
  // Signed-in screens only, kept out of /auth's budget: dialogs, avatars, skeletons, the shared card
  // classes, money formatting, the shell's links and TanStack Query's query hooks (every signed-in
  // screen reads data; /auth only mutates). Each was its own small chunk, one more request on `/`.
  {
    name: 'ui-screens',
    test: id(
      '(src/ui/(modal|use-focus-trap|use-scroll-lock|avatar|skeleton|card|format)\\.|src/features/shell/links\\.|' +
        '@tanstack/react-query/build/modern/(useQuery|useSuspenseQuery|useBaseQuery|suspense|errorBoundaryUtils|IsRestoringProvider)\\.|' +
        '@tanstack/query-core/build/modern/queryObserver\\.)',
    ),
    priority: 1,
  },
]

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  // PRODUCT.md §1: the mock backend is on by default when no backend is configured.
  const mock = env.VITE_MOCK ?? String(!env.VITE_API_URL && !env.VITE_GATEWAY_URL)

  return {
    plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), dropMockWorker(mock === 'true'), sonnerStylesheet(), routePreload(), mswEmptyCookieJar(mock === 'true'), devtoolsEventClientStub()],
    define: { 'import.meta.env.VITE_MOCK': JSON.stringify(mock) },
    resolve: { alias: { '@': path('./src'), '@mocks': path('./mocks') } },
    build: {
      target: 'es2022',
      manifest: true,
      // One stylesheet (all app CSS is 7.5 KiB gzip) linked from index.html: it downloads alongside
      // the entry, which the SPA needs before any paint anyway, instead of 14 route files that the
      // first route's chunk had to wait for (Lighthouse mobile /auth: LCP 2.64 s -> 2.2 s, 94 -> 97).
      cssCodeSplit: false,
      // Every target browser but Safari < 17 supports modulepreload natively; there the hints are
      // simply ignored (no failure). Dropping the polyfill keeps /auth within its 145 KiB budget.
      modulePreload: { polyfill: false },
      // Everything the entry needs statically goes into one chunk: rolldown otherwise cut it into a
      // dozen small shared chunks, each gzipped on its own (+4.6 KiB gzip on /auth, measured).
      // Lazy code gets a few deliberate groups too (CHUNK_GROUPS): each file is a request, and on a
      // phone's connection requests cost round trips before the first screen can paint.
      rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
    },
    server: { port: 5173 },
    preview: { port: 4173 },
    test: {
      environment: 'jsdom',
      setupFiles: ['./tests/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'tests/**/*.test.{ts,tsx}'],
      exclude: ['tests/e2e/**', 'node_modules/**'],
      css: { modules: { classNameStrategy: 'non-scoped' } },
      pool: 'threads',
      testTimeout: 15000,
    },
  }
})
