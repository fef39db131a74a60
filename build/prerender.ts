import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, minifySync, type Plugin } from 'vite'
import { buildPlugin } from './build-plugin.ts'
import { routePreloads, routePreloadScript, routePreloadTable, type PreloadTable } from './route-preload.ts'
import { PRERENDERED_ROUTES, type PrerenderedRoute } from '../src/prerender/prerendered-routes.ts'
import { standIn } from '../src/prerender/stand-in.ts'
import { TOKEN_KEY } from '../src/api/token.ts'
import { scopedKey } from '../src/lib/scoped-key.ts'
import { RAIL_WIDTH, TAB_MEMORY_NAME, WIDE_WINDOW } from '../mocks/studio/panel/shell/panel-room.ts'
import { FRAGMENT_KEY } from '../mocks/studio/link/fragment.ts'

// The open pages' first screens come with the HTML (src/prerender/prerendered-routes.ts): a phone
// paints the sign-in form at the document's first round trip instead of after the app's code has
// downloaded and run. After the client build, a server build of src/prerender/render-screen.tsx
// renders the real route with react-dom/static, and each route gets index.html with that screen
// before #root, led by the inline script that hands it over to the app (src/prerender/stand-in.ts;
// why the app mounts over it instead of hydrating it: docs/performance.md). The deployed CSP allows
// that script by its hash, as it does index.html's own (deploy/csp.mjs reads every page).

const ENTRY = 'src/prerender/render-screen.tsx'
// Inside the project, so the server build's bare imports (react, the router) resolve from node_modules;
// a folder of its own for each build, as builds of other bases or modes may run beside it.
const SERVER_OUT = 'node_modules/.cache/lk-prerender'

type RenderScreen = (path: string) => Promise<string>

/** The app's code as a page asks for it: the entry, and the route preloader's table. */
export type AppCode = { entry: string; table: PreloadTable }

/** The stand-in's inline script for a route of a build under `base`, mock-backed or not. */
export function standInScript(route: PrerenderedRoute, base: string, code: AppCode, mock = false): string {
  const options = [
    scopedKey(TOKEN_KEY, base),
    route.guard ?? null,
    { entry: code.entry, preload: routePreloads(code.table, route.path) },
    mock
      ? {
          wideWindow: WIDE_WINDOW,
          railWidth: RAIL_WIDTH,
          tabMemoryKey: scopedKey(TAB_MEMORY_NAME, base),
          linkFragment: FRAGMENT_KEY,
        }
      : null,
  ]
  const call = `(${standIn.toString()})(${options.map((option) => JSON.stringify(option)).join(',')})`
  const { code: script, errors } = minifySync('stand-in.js', call)
  if (errors.length > 0) throw new Error(`prerender: the stand-in's script does not minify: ${errors[0]?.message}`)
  return script.trim()
}

/** `html` without `part`, which must be there once. */
function without(html: string, part: string, name: string) {
  const at = html.indexOf(part)
  if (at < 0 || html.indexOf(part, at + 1) >= 0) throw new Error(`prerender: index.html has not one ${name}`)
  return html.slice(0, at) + html.slice(at + part.length)
}

/**
 * index.html as a route's painted page: its screen, led by its script, in front of #root; the code
 * index.html asks for at once (the entry, the route preloader) left to that script.
 */
export function withPrerenderedScreen(
  html: string,
  page: { route: PrerenderedRoute; screen: string; script: string; code: AppCode; base: string },
): string {
  const { route, screen, script, code, base } = page
  // The deployed CSP allows inline code by hash: the screen itself may bring none.
  const inline = screen.match(/<script|<style|\sstyle=|\son[a-z]+=/i)
  if (inline) throw new Error(`prerender: ${route.path} renders inline code or style (${inline[0].trim()})`)
  const marker = '<div id="root">'
  if (!html.includes(marker)) throw new Error('prerender: index.html has no <div id="root">')
  const entryTag = `<script type="module" crossorigin src="${code.entry}"></script>`
  const preloader = `<script>${routePreloadScript(code.table, base)}</script>`
  const deferred = without(without(html, entryTag, 'entry script'), preloader, 'route preloader')
  // The script first: it decides whether the screen shows before the browser can paint it.
  return deferred.replace(marker, `<script>${script}</script><div class="prerendered">${screen}</div>\n    ${marker}`)
}

async function renderScreens(config: { configFile: string | undefined; mode: string; base: string; root: string }) {
  const parent = resolve(config.root, SERVER_OUT)
  mkdirSync(parent, { recursive: true })
  const outDir = mkdtempSync(join(parent, 'build-'))
  await build({
    configFile: config.configFile,
    mode: config.mode,
    base: config.base,
    root: config.root,
    logLevel: 'warn',
    build: { ssr: ENTRY, outDir, emptyOutDir: true, copyPublicDir: false, minify: false },
  })
  const { renderScreen } = (await import(pathToFileURL(join(outDir, 'render-screen.js')).href)) as {
    renderScreen: RenderScreen
  }
  try {
    return await Promise.all(
      PRERENDERED_ROUTES.map(async (route) => ({ route, screen: await renderScreen(route.path) })),
    )
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
}

export function prerenderScreens({ mock }: { mock: boolean }): Plugin {
  return buildPlugin('lk:prerender', (config) => {
    let code: AppCode | undefined
    return {
      writeBundle(_options, bundle) {
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk')
        const entry = chunks.find((chunk) => chunk.isEntry)
        if (entry) code = { entry: config().base + entry.fileName, table: routePreloadTable(chunks, config().base) }
      },
      // After index.html has its final inline code (route-preload writes it in writeBundle), before
      // static-host-files reads the pages' inline code for the CSP.
      closeBundle: {
        order: 'pre',
        sequential: true,
        async handler() {
          const { configFile, mode, base, root, build: output } = config()
          // A failed build wrote no bundle; its own error is the one to see.
          if (!code) return
          const outDir = resolve(root, output.outDir)
          const html = readFileSync(join(outDir, 'index.html'), 'utf8')
          for (const { route, screen } of await renderScreens({ configFile, mode, base, root })) {
            const script = standInScript(route, base, code, mock)
            const page = withPrerenderedScreen(html, { route, screen, script, code, base })
            writeFileSync(join(outDir, route.file), page)
          }
        },
      },
    }
  })
}
