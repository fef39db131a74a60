/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url'
import { defineConfig, loadEnv } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { basePath } from './build/base-path.ts'
import { CHUNK_GROUPS } from './build/chunk-groups.ts'
import { shortClassNames } from './build/class-names.ts'
import { devtoolsBarRoom } from './build/devtools-bar-room.ts'
import { dropMockWorker } from './build/drop-mock-worker.ts'
import { earlyReads } from './build/early-reads.ts'
import { inlineStylesheet } from './build/inline-stylesheet.ts'
import { mswEmptyCookieJar } from './build/msw-empty-cookie-jar.ts'
import { prerenderScreens } from './build/prerender.ts'
import { previewHeaders } from './build/preview-headers.ts'
import { previewRedirects } from './build/preview-redirects.ts'
import { routePreload } from './build/route-preload.ts'
import { sonnerStylesheet } from './build/sonner-stylesheet.ts'
import { staticHostFiles } from './build/static-host-files.ts'
import { TEST_ENVIRONMENT } from './build/test-environment.ts'
import { SUPPORT_URL } from './src/config/links.ts'

// Why each build choice was made, with its measurements: docs/performance.md.
const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url))

const UNIT_TESTS = ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.{ts,tsx}', 'build/**/*.test.ts', 'scripts/**/*.test.ts']
/**
 * Unit tests of modules that keep state from their first load (a lazily loaded client, a journal
 * started once, a bus answered from the page's start): each file gets the modules fresh.
 */
const FRESH_MODULE_TESTS = [
  'src/api/errors.test.ts',
  'src/api/http.test.ts',
  'src/features/devtools/forms-on-screen.test.ts',
  'src/lib/early-reads.test.ts',
  'src/prerender/render-screen.test.tsx',
  'src/report/journal.test.ts',
  'src/report/recorder.test.ts',
  'src/ui/windowed-list.test.tsx',
]

export default defineConfig(({ command, mode, isSsrBuild = false }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  // PRODUCT.md §1: the mock backend is on by default when no backend is configured.
  const mock = (env.VITE_MOCK ?? String(!env.VITE_API_URL && !env.VITE_GATEWAY_URL)) === 'true'
  // What the deployment's headers are built from (deploy/csp.mjs), as render-nginx-conf.mjs reads them.
  const variables = { apiUrl: env.VITE_API_URL, gatewayUrl: env.VITE_GATEWAY_URL, mock }
  const clientBuildPlugins = () => [
    dropMockWorker(mock),
    sonnerStylesheet(),
    routePreload(),
    inlineStylesheet({ mock }),
    earlyReads({ mock, general: env.VITE_API_URL, gateway: env.VITE_GATEWAY_URL }),
    mswEmptyCookieJar(mock),
    prerenderScreens({ mock }),
    staticHostFiles(variables),
    devtoolsBarRoom(env.VITE_DEVTOOLS !== 'off'),
    // `vite preview` sends the headers of the build it serves, from its _headers.
    previewHeaders(),
    // …and answers each address with the page the hosts answer it with (the painted home at the base).
    previewRedirects(),
  ]

  return {
    plugins: [
      // The base path, from Vite's own `--base` (docs/previews.md).
      basePath(),
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        // Loaders travel with their screens (the signed-in ones' API code stays out of the entry);
        // index.html preloads a route's chunk, so its loader starts no later.
        codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']] },
      }),
      react(),
      // The build-time render of the open pages' screens (build/prerender.ts) bundles only modules:
      // what shapes index.html and the output folder belongs to the client build.
      ...(isSsrBuild ? [] : clientBuildPlugins()),
    ],
    define: {
      'import.meta.env.VITE_MOCK': JSON.stringify(String(mock)),
      // index.html's failed-load screen links the support chat (%VITE_SUPPORT_URL%).
      'import.meta.env.VITE_SUPPORT_URL': JSON.stringify(SUPPORT_URL),
    },
    resolve: { alias: { '@': path('./src'), '@mocks': path('./mocks') } },
    // Customers' builds name classes short; the dev server and the mock-backed previews keep names a
    // developer reads in the element inspector.
    css: { modules: command === 'build' && !mock ? { generateScopedName: shortClassNames(path('.')) } : {} },
    build: {
      target: 'es2022',
      manifest: true,
      // One stylesheet, inlined into index.html (build/inline-stylesheet.ts), not one per route.
      cssCodeSplit: false,
      // Browsers without native modulepreload (Safari < 17) just ignore the hints.
      modulePreload: { polyfill: false },
      // The entry's static imports in one chunk, lazy code in a few deliberate groups.
      rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
    },
    server: { port: 5173 },
    preview: { port: 4173 },
    test: {
      ...TEST_ENVIRONMENT,
      pool: 'threads',
      // Vitest's default leaves a core aside, which on a two-core CI machine runs the files one at a time.
      maxWorkers: '100%',
      projects: [
        // Modules and their rules, one file after another in shared modules: loading the app's
        // modules again for each file was most of the suite's time.
        {
          extends: true,
          test: {
            name: 'unit',
            include: UNIT_TESTS,
            exclude: [...FRESH_MODULE_TESTS, '.stryker-tmp/**'],
            isolate: false,
          },
        },
        // The app on screen (tests/): each test renders it anew over state tests/setup.ts resets, so
        // the files share their modules too.
        {
          extends: true,
          test: {
            name: 'app',
            include: ['tests/**/*.test.{ts,tsx}'],
            exclude: ['tests/e2e/**', 'tests/e2e-dev/**', '.stryker-tmp/**'],
            isolate: false,
          },
        },
        // The modules whose tests start from their first load, each file with modules of its own.
        { extends: true, test: { name: 'fresh', include: FRESH_MODULE_TESTS } },
      ],
    },
  }
})
