import { startSession } from '@/api/session'
import { clearToken, getToken } from '@/api/token'

// The studio's one way into the app, which runs in the same page but knows nothing of the studio:
// its data (the query client, connected at start in mock builds), its session and its address.
// Nothing else in mocks/studio imports the app's session or token modules or moves the page.

let onDataChanged: (() => void) | undefined
let onOpenRoute: ((path: string) => void) | undefined

/**
 * Called once by the app's mock-only start code with what refreshes its data (query invalidation)
 * and what moves it to one of its routes in the same document (the router's navigation).
 */
export function connectApp(refresh: () => void, openRoute?: (path: string) => void): void {
  onDataChanged = refresh
  onOpenRoute = openRoute
}

/** Shows a route of the app without a reload, as its own links do; the app's guards still apply. */
export function showAppRoute(path: string): void {
  onOpenRoute?.(path)
}

/** After the data set changed: the app invalidates its queries (no reload, no sign-out). */
export function notifyDataChanged(): void {
  onDataChanged?.()
}

/** The token the open app signs its calls with. */
export const appToken = (): string | null => getToken()

/**
 * Signs the app in as a session of the mock's (a HAR import, a reproduction), as its own sign-in
 * does; without one the app starts signed out. Used before a reload or before the app starts, so
 * no screen reacts to the change itself.
 */
export function switchAppSession(token: string | undefined): void {
  if (token) startSession(token)
  else clearToken()
}

/** Opens an address of the app as a new page load (the studio's changes apply before it renders). */
export function openAppPage(url: URL | string, { replace = false } = {}): void {
  if (replace) window.location.replace(url.toString())
  else window.location.assign(url.toString())
}
