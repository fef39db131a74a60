import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory, createRouter } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { routeTree } from '../src/routeTree.gen'
import { routePreloadScript, routePreloadTable, type ChunkInfo } from './route-preload'

// The preloader derives URLs from route file names; here the router itself says, for every route,
// which route files render it, and the table must name exactly their chunks.

const ROUTES_DIR = join(import.meta.dirname, '../src/routes')
const routeFiles = (readdirSync(ROUTES_DIR, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.tsx'))
  .map((file) => file.replaceAll('\\', '/').replace(/\.tsx$/, ''))

/** The route id each file declares: the router plugin keeps `createFileRoute('…')` in step with the file. */
const routeIdOf = (file: string) =>
  readFileSync(join(ROUTES_DIR, `${file}.tsx`), 'utf8').match(/createFileRoute\('([^']+)'\)/)?.[1]

const chunk = (fileName: string, extra: Partial<ChunkInfo> = {}): ChunkInfo => ({
  fileName,
  isEntry: false,
  imports: [],
  facadeModuleId: null,
  moduleIds: [],
  ...extra,
})

// One component chunk per route file, each importing a shared chunk; the entry preloads `shared-entry`.
const chunks = [
  chunk('entry.js', { isEntry: true, imports: ['shared-entry.js'] }),
  chunk('shared-entry.js'),
  chunk('shared-lazy.js'),
  ...routeFiles.map((file) =>
    chunk(`${file}.js`, {
      facadeModuleId: `/repo/src/routes/${file}.tsx?tsr-split=component---errorComponent`,
      imports: ['shared-entry.js', 'shared-lazy.js'],
    }),
  ),
]
const table = routePreloadTable(chunks, '/base/')
const preloadsFor = (path: string) => [
  ...new Set(table.filter(([pattern]) => new RegExp(pattern).test(path)).flatMap(([, files]) => files)),
]

const router = createRouter({ routeTree, history: createMemoryHistory(), context: { queryClient: new QueryClient() } })
const leafRoutes = Object.values(router.routesById).filter((route) => !route.children && route.id !== '__root__')

describe('route preloader', () => {
  it('knows every route file', () => {
    expect(leafRoutes.length).toBeGreaterThan(0)
    for (const file of routeFiles.filter((name) => name !== '__root')) expect(routeIdOf(file), file).toBeDefined()
  })

  it.each(leafRoutes.map((route) => [route.fullPath, route.id]))(
    '%s preloads the chunks of exactly the routes the router renders there',
    (fullPath) => {
      for (const path of new Set([fullPath, fullPath.replace(/\/$/, '') || '/'])) {
        const rendered = router.matchRoutes(path).map((match) => match.routeId)
        const expected = routeFiles
          .filter((file) => rendered.includes(routeIdOf(file) as never))
          .map((file) => `/base/${file}.js`)
        expect(preloadsFor(path).sort(), path).toEqual([...expected, '/base/shared-lazy.js'].sort())
      }
    },
  )

  it('preloads nothing for an unknown address, and nothing the entry already loads', () => {
    expect(preloadsFor('/no/such/page')).toEqual([])
    expect(table.flatMap(([, files]) => files)).not.toContain('/base/shared-entry.js')
  })

  it("adds the mock backend's chunks on every address of a mock-backed build", () => {
    const mock = chunk('mock.js', { moduleIds: ['/repo/mocks/browser.ts'], imports: ['shared-lazy.js'] })
    const withMock = routePreloadTable([...chunks, mock], '/')
    expect(withMock.find(([pattern]) => pattern === '^/')?.[1]).toEqual(['/mock.js', '/shared-lazy.js'])
  })

  it('adds the HTTP client and the report hooks it loads with to the signed-in screens, whose loaders request data at once', () => {
    const client = chunk('client.js', { moduleIds: ['/repo/src/api/ky-clients.ts'], imports: ['ky.js'] })
    const hooks = chunk('hooks.js', { moduleIds: ['/repo/src/report/record-calls.ts'] })
    const withClient = routePreloadTable([...chunks, client, hooks, chunk('ky.js')], '/')
    const preloads = (path: string) =>
      withClient.filter(([pattern]) => new RegExp(pattern).test(path)).flatMap(([, files]) => files)
    expect(preloads('/profile')).toEqual(expect.arrayContaining(['/client.js', '/ky.js', '/hooks.js']))
    expect(preloads('/auth')).not.toContain('/client.js')
    expect(preloads('/auth')).not.toContain('/hooks.js')
  })

  it('writes a script that adds one preload link per file for the current address', () => {
    window.history.replaceState(null, '', '/profile/devices')
    new Function(routePreloadScript([['^/profile/devices/?$', ['/a.js', '/a.css']]]))()
    const links = [...document.head.querySelectorAll('link')].map((link) => [link.rel, link.getAttribute('href')])
    expect(links).toEqual([
      ['modulepreload', '/a.js'],
      ['preload', '/a.css'],
    ])
  })
})
