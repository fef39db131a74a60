import type { Plugin } from 'vite'
import { checkedBase } from '../deploy/csp.mjs'
import { THEME_NAME } from '../src/features/theme/theme-name.ts'
import { scopedKey } from '../src/lib/scoped-key.ts'

// Vite's own `--base` (`vite build --base /preview/pr-7/`) puts a build under a path. This holds it
// to a plain path (a base that climbs out, '/preview/pr-7/../../', or names another host,
// '//evil.example/', fails the build), with its trailing slash, and keys index.html's theme by it
// (src/lib/scoped-key.ts).

export type BuildVariables = { apiUrl?: string; gatewayUrl?: string; mock: boolean }

export function basePath(): Plugin {
  return {
    name: 'lk:base-path',
    config(config) {
      const base = checkedBase(config.base ?? '/')
      return {
        base,
        // index.html's pre-paint script reads the theme under this key (%VITE_THEME_KEY%).
        define: { 'import.meta.env.VITE_THEME_KEY': JSON.stringify(scopedKey(THEME_NAME, base)) },
      }
    },
  }
}
