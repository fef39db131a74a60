import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { appPathScript, beforeEntry } from './app-path-script.ts'
import { buildPlugin } from './build-plugin.ts'

// The first screen waits for its lazy route chunk, which the browser finds only after the entry has
// run: one more round trip before the first paint. This writes a tiny script into index.html, run
// before the entry, that adds modulepreload / style preload links for the chunks of the route at the
// current address. It is inline because an external file would itself be a render-blocking request;
// the deployed CSP allows it by hash (deploy/render-nginx-conf.mjs). Measurements: docs/performance.md.
//
// URLs come from the route files' names by the router's file-based rules (pathless `_layout`
// folders, `index`, `route`, `$param`); build/route-preload.test.ts checks the table against the
// router's own matching for every route, so the two cannot drift apart unnoticed.

/** The parts of a bundle chunk the table needs (Rollup's OutputChunk has them all). */
export type ChunkInfo = {
  fileName: string
  isEntry: boolean
  imports: readonly string[]
  facadeModuleId: string | null
  moduleIds: readonly string[]
  viteMetadata?: { importedCss: Set<string> }
}

/** [URL pattern, files to preload]: the route's own chunk, its layouts', what they import. */
export type PreloadTable = [pattern: string, files: string[]][]

const ROUTE_CHUNK = /\/src\/routes\/(.+)\.tsx\?tsr-split=(.+)$/

// The signed-in screens request data in their loaders at once, through the HTTP client that
// src/api/http.ts loads at the first request, with the report's hooks that see every call (src/main.tsx):
// preloaded with them, they cost that request no round trip.
const SIGNED_IN_LAYOUT = '_app'
const HTTP_CLIENT = ['/src/api/ky-clients.ts', '/src/report/record-calls.ts']

export function routePreloadTable(chunks: readonly ChunkInfo[], base: string): PreloadTable {
  const entry = chunks.find((chunk) => chunk.isEntry)
  if (!entry) return []
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
  const outside = (names: Iterable<string>) => [...names].filter((name) => !preloaded.has(name))
  // src/routes/_app/profile/devices.tsx?tsr-split=component -> _app/profile/devices
  const routeChunks = new Map<string, string>()
  for (const chunk of chunks) {
    const match = chunk.facadeModuleId?.match(ROUTE_CHUNK)
    if (match?.[1] && match[2]?.split('---').includes('component')) routeChunks.set(match[1], chunk.fileName)
  }
  const clientChunks = chunks
    .filter((chunk) => chunk.moduleIds.some((id) => HTTP_CLIENT.some((client) => id.endsWith(client))))
    .map((chunk) => chunk.fileName)
  const table: PreloadTable = []
  for (const [file, fileName] of routeChunks) {
    const segments = file.split('/')
    if (segments.at(-1) === 'route' || segments.at(-1) === '__root') continue
    const layouts = segments
      .slice(0, -1)
      .map((_, index) => routeChunks.get([...segments.slice(0, index + 1), 'route'].join('/')))
      .filter((name): name is string => Boolean(name))
    const url = segments.filter((segment) => !segment.startsWith('_') && segment !== 'index')
    const pattern = `^/${url.map((segment) => (segment.startsWith('$') ? '[^/]+' : segment)).join('/')}/?$`
    const client = segments[0] === SIGNED_IN_LAYOUT ? clientChunks : []
    const files = outside(closure([...layouts, fileName, ...client]))
    const css = files.flatMap((name) => [...(byName.get(name)?.viteMetadata?.importedCss ?? [])])
    table.push([pattern, [...files, ...css].map((name) => base + name)])
  }
  // main.tsx awaits the mock backend (preview builds) before the first render on every address.
  const mockChunk = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith('/mocks/browser.ts')))
  if (mockChunk) table.push(['^/', outside(closure([mockChunk.fileName])).map((name) => base + name)])
  return table
}

/** The files the preloader asks for at an app path: those of every pattern that matches it. */
export function routePreloads(table: PreloadTable, path: string): string[] {
  return table.flatMap(([pattern, files]) => (new RegExp(pattern).test(path) ? files : []))
}

/** The inline script: for every pattern that matches the address (inside the base), a preload link per file. */
export function routePreloadScript(table: PreloadTable, base = '/'): string {
  return (
    `(function(){var routes=${JSON.stringify(table)};var path=${appPathScript(base)};` +
    'for(var i=0;i<routes.length;i++){if(!new RegExp(routes[i][0]).test(path))continue;' +
    'routes[i][1].forEach(function(href){var link=document.createElement("link");var css=/\\.css$/.test(href);' +
    'link.rel=css?"preload":"modulepreload";if(css)link.as="style";link.crossOrigin="";link.href=href;' +
    'document.head.appendChild(link)})}})()'
  )
}

export function routePreload(): Plugin {
  return buildPlugin('lk:route-preload', (config) => ({
    writeBundle(options, bundle) {
      if (!options.dir) return
      const { base } = config()
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk')
      const script = routePreloadScript(routePreloadTable(chunks, base), base)
      const htmlPath = join(options.dir, 'index.html')
      const html = readFileSync(htmlPath, 'utf8')
      writeFileSync(htmlPath, beforeEntry(html, script))
    },
  }))
}
