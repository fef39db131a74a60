// Types of ./render-nginx-conf.mjs for the TypeScript tests.
export type Site = { root: string; base: string }
export function renderServer(options: {
  root?: string
  base?: string
  sites?: Site[]
  listen?: string
  apiUrl?: string
  gatewayUrl?: string
  mock: boolean
}): string
export function renderStandalone(options: Parameters<typeof renderServer>[0], dir: string): string
export const BROTLI_MODULES: string[]
