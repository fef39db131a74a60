import { scopedKey } from './scoped-key'

// The path this build is served under: Vite's `base` ('/' or '/preview/pr-7/'), always with one
// trailing slash (vite.config.ts refuses any other shape). The app's own paths ('/profile') stay
// as the router knows them; these helpers put the base in front or take it off.

export const BASE = import.meta.env.BASE_URL

/** '' at the root, '/preview/pr-7' under a base: what goes before an app path. */
export const BASE_PREFIX = BASE.replace(/\/$/, '')

/** This build's key for a stored value (one per preview on a shared origin). */
export const storageKey = (name: string) => scopedKey(name, BASE)

/** The app path of a pathname of this origin ('/preview/pr-7/profile' -> '/profile'); undefined outside the base. */
export function appPath(pathname: string): string | undefined {
  if (pathname === BASE_PREFIX) return '/'
  return pathname.startsWith(BASE) ? `/${pathname.slice(BASE.length)}` : undefined
}

const origin = () => globalThis.location?.origin ?? 'http://localhost'

/**
 * The address of an app path with its query ('/wallet/history?x=1') under the base. A path that
 * would leave it ('//evil.example/', '/../../', 'https://…') gives the base itself.
 */
export function appUrl(path: string): URL {
  const home = new URL(BASE, origin())
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return home
  const url = new URL(BASE_PREFIX + path, home)
  return url.origin === home.origin && appPath(url.pathname) !== undefined ? url : home
}
