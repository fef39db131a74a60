import type { RegisteredRouter } from '@tanstack/react-router'

// The one rule for a page of this app that someone else names: `?redirect=` after sign-in, and a
// studio link's or file's page. It opens only as one of the app's own routes on this origin, never
// as a hand-off: /oauth forwards its query and fragment to the sign-in callback, `link` and `token`
// hand a sign-in over, and a `redirect` is followed in its turn, so it passes this rule or goes.

/** The app's routes as the router's tree names them (a new one fails the typecheck until listed); false: a hand-off. */
const ROUTES = {
  '/': true,
  '/auth': true,
  '/oauth': false,
  '/reset-password': true,
  '/profile/': true,
  '/profile/devices': true,
  '/wallet/history': true,
} as const satisfies Record<keyof RegisteredRouter['routesByPath'], boolean>

const withoutSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path)
const PATHS = new Map(Object.entries(ROUTES).map(([path, open]) => [withoutSlash(path), open]))

/** Parameter names are matched in any letter case. */
const HAND_OFF = new Set(['link', 'token'])
const FOLLOWED = 'redirect'
export const PAGE_LIMIT = 2048

/** `dropped`: the parameters taken out, and '#' for the fragment. */
export type AppPage = { ok: true; path: string; dropped: string[] } | { ok: false; reason: 'elsewhere' | 'hand-off' }

export function appPage(page: string, origin: string): AppPage {
  let url: URL
  try {
    url = new URL(page, origin)
  } catch {
    return { ok: false, reason: 'elsewhere' }
  }
  const open = PATHS.get(withoutSlash(url.pathname))
  if (page.length > PAGE_LIMIT || url.origin !== origin || open === undefined) return { ok: false, reason: 'elsewhere' }
  if (!open) return { ok: false, reason: 'hand-off' }
  const refused = ([name, value]: [string, string]) =>
    HAND_OFF.has(name.toLowerCase()) || (name.toLowerCase() === FOLLOWED && followablePage(value, origin) === undefined)
  const dropped = [...new Set([...url.searchParams].filter(refused).map(([name]) => name))]
  for (const name of dropped) url.searchParams.delete(name)
  if (url.hash) dropped.push('#')
  return { ok: true, path: url.pathname + url.search, dropped }
}

/** Where a `redirect` may lead: an app page that keeps all its parameters; its fragment is left out. */
export function followablePage(value: unknown, origin = globalThis.location.origin): string | undefined {
  if (typeof value !== 'string') return undefined
  const page = appPage(value, origin)
  return page.ok && page.dropped.every((name) => name === '#') ? page.path : undefined
}
