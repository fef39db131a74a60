// Types of ./csp.mjs for vite.config.ts, build/ and the TypeScript tests.
export type InlineHashes = { scripts: string[]; styles: string[] }
export function contentSecurityPolicy(options: {
  apiUrl?: string
  gatewayUrl?: string
  mock: boolean
  inline?: InlineHashes
}): string
export function securityHeaders(csp: string): [name: string, value: string][]
export function inlineHashes(html: string): InlineHashes
export function htmlPages(root: string): string[]
export const HOME_PAGE: string
export function fileAddress(page: string): string
export function pageAddress(page: string): string
export const MOCK_WORKER_FILES: readonly string[]
export const CACHE_CONTROL: { immutable: string; revalidate: string }
export function buildSecurityHeaders(options: {
  root: string
  apiUrl?: string
  gatewayUrl?: string
  mock: boolean
}): [name: string, value: string][]
export function checkedBase(raw?: string): string
