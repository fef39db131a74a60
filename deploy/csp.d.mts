// Types of ./csp.mjs for the TypeScript tests that check the policy against a built page.
export type InlineHashes = { scripts: string[]; styles: string[] }
export function contentSecurityPolicy(options: {
  apiUrl?: string
  gatewayUrl?: string
  mock: boolean
  inline?: InlineHashes
}): string
export function securityHeaders(csp: string): [name: string, value: string][]
export function inlineHashes(html: string): InlineHashes
