/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url'
import { rmSync } from 'node:fs'
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

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  // PRODUCT.md §1: the mock backend is on by default when no backend is configured.
  const mock = env.VITE_MOCK ?? String(!env.VITE_API_URL && !env.VITE_GATEWAY_URL)

  return {
    plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), dropMockWorker(mock === 'true'), sonnerStylesheet()],
    define: { 'import.meta.env.VITE_MOCK': JSON.stringify(mock) },
    resolve: { alias: { '@': path('./src'), '@mocks': path('./mocks') } },
    build: { target: 'es2022', manifest: true },
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
