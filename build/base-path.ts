import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { buildSecurityHeaders, checkedBase } from '../deploy/csp.mjs'
import { THEME_NAME } from '../src/features/theme/theme-name.ts'
import { scopedKey } from '../src/lib/scoped-key.ts'

// Vite's own `--base` (`vite build --base /preview/pr-7/`) puts a build under a path. This holds it
// to a plain path (a base that climbs out, '/preview/pr-7/../../', or names another host,
// '//evil.example/', fails the build), with its trailing slash, and keys index.html's theme by it
// (src/lib/scoped-key.ts). `vite preview` sends the deployment's security headers (deploy/csp.mjs),
// so a quick look is as safe as a deploy; PREVIEW_SECURITY_HEADERS=off leaves them out (the e2e
// suite's preview, where tests inject axe-core as a script).

export type BuildVariables = { apiUrl?: string; gatewayUrl?: string; mock: boolean }

export function basePath(variables: BuildVariables): Plugin {
  return {
    name: 'lk:base-path',
    config(config, { isPreview }) {
      const base = checkedBase(config.base ?? '/')
      const outDir = resolve(config.root ?? process.cwd(), config.build?.outDir ?? 'dist')
      const headers =
        isPreview && process.env.PREVIEW_SECURITY_HEADERS !== 'off' && existsSync(join(outDir, 'index.html'))
          ? Object.fromEntries(buildSecurityHeaders({ root: outDir, ...variables }))
          : undefined
      return {
        base,
        // index.html's pre-paint script reads the theme under this key (%VITE_THEME_KEY%).
        define: { 'import.meta.env.VITE_THEME_KEY': JSON.stringify(scopedKey(THEME_NAME, base)) },
        ...(headers && { preview: { headers } }),
      }
    },
  }
}
