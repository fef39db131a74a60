import { createHash } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import type { FullConfig } from '@playwright/test'

// Playwright reuses any server answering on the port, and the preview server answers every path
// (index.html for unknown ones). The build therefore writes this checkout's path into a marker
// file, and the run goes on only when the server on the port serves exactly that path: a server
// another checkout left there fails the run instead of being tested.

export const CHECKOUT = fileURLToPath(new URL('../../', import.meta.url))
export const MARKER = `e2e-build-${createHash('sha256').update(CHECKOUT).digest('hex').slice(0, 16)}.txt`

export default async function requireThisCheckoutsServer(config: FullConfig) {
  const origin = config.projects[0]?.use.baseURL
  if (!origin) return
  const served = await fetch(`${origin}/${MARKER}`).then(
    (response) => response.text(),
    () => '',
  )
  if (served !== CHECKOUT) {
    throw new Error(`The server on ${origin} was not built from ${CHECKOUT}; stop it or set another E2E_PORT.`)
  }
}
