// Types of ./static-host-files.mjs for build/ and the TypeScript tests.
export function headersFile(base: string, security: [name: string, value: string][]): string
export function redirectsFile(base: string, pages?: readonly string[]): string
export function writeStaticHostFiles(options: {
  root: string
  base: string
  apiUrl?: string
  gatewayUrl?: string
  mock: boolean
}): void
