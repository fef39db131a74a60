import type { RegisteredRouter } from '@tanstack/react-router'

// The one gate for every page a file or a link names (a reproduction's page, a report's last route):
// it opens only as one of the app's own routes on this origin, without what hands a sign-in to
// another site. Anything else opens the home page, and the note says what was replaced.

/** The app's routes as the router's generated tree names them: a new route fails the typecheck until listed. */
const ROUTES = {
  '/': true,
  '/auth': true,
  '/oauth': true,
  '/reset-password': true,
  '/profile/': true,
  '/profile/devices': true,
  '/wallet/history': true,
} as const satisfies Record<keyof RegisteredRouter['routesByPath'], true>

const withoutSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path)
const APP_PATHS = new Set(Object.keys(ROUTES).map(withoutSlash))

/** `/auth?link=` and `?token=` hand the sign-in over; names are matched in any letter case. */
const HAND_OFF = new Set(['link', 'token'])
export const PAGE_LIMIT = 2048
const SHOWN = 80

export type GatedPage = { path: string; note?: string }

const shown = (page: string) => (page.length > SHOWN ? `${page.slice(0, SHOWN)}…` : page)
const home = (page: string): GatedPage => ({
  path: '/',
  note: `Страница «${shown(page)}» — не страница портала, поэтому открыта главная.`,
})

/** `location`, not `window.location`: the import's worker gates a report's last route too. */
export function gatePage(page: string, origin = location.origin): GatedPage {
  let url: URL
  try {
    url = new URL(page, origin)
  } catch {
    return home(page)
  }
  if (page.length > PAGE_LIMIT || url.origin !== origin || !APP_PATHS.has(withoutSlash(url.pathname))) {
    return home(page)
  }
  const dropped = [...new Set([...url.searchParams.keys()].filter((name) => HAND_OFF.has(name.toLowerCase())))]
  for (const name of dropped) url.searchParams.delete(name)
  const removed = dropped.map((name) => `параметр ${name}`)
  if (url.hash) removed.push('часть после #')
  const path = url.pathname + url.search
  if (removed.length === 0) return { path }
  return { path, note: `Из адреса страницы убрано: ${removed.join(', ')}. Открыта страница ${path}.` }
}
