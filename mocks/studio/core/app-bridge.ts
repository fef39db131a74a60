import type { QueryClient } from '@tanstack/react-query'
import type { ApiCall } from '@/api/call'
import { readAgain } from '@/api/read-again'
import { startSession } from '@/api/session'
import { clearToken, getToken } from '@/api/token'
import { CALLS, type CallId } from './calls'
import { reportRefresh } from './screen-refresh'

// The studio's one way into the app, which runs in the same page but knows nothing of the studio:
// its data (the query client, connected at start in mock builds), its session and its address.
// Nothing else in mocks/studio imports the app's session or token modules or moves the page.

export type OpenRoute = (path: string, options?: { replace?: boolean }) => void

let appQueries: QueryClient | undefined
let onOpenRoute: OpenRoute | undefined

/**
 * Called once by the app's mock-only start code with its query client (whose reads the studio starts
 * again) and what moves it to one of its routes in the same document (the router's navigation).
 */
export function connectApp(queryClient: QueryClient, openRoute?: OpenRoute): void {
  appQueries = queryClient
  onOpenRoute = openRoute
}

/** Shows a route of the app without a reload, as its own links do; the app's guards still apply. */
export function showAppRoute(path: string, options?: { replace?: boolean }): void {
  onOpenRoute?.(path, options)
}

/**
 * After what answers these calls changed (a rule, a scenario, the data): the open screen shows what
 * a customer opening it now would see, without a reload, and the panel says what it read again.
 */
export async function refreshApp(calls: ReadonlySet<CallId> | 'all'): Promise<void> {
  if (!appQueries) return
  const asked = calls === 'all' ? 'all' : CALLS.filter((call) => calls.has(call.id))
  const read = await readAgain(appQueries, asked === 'all' ? 'all' : new Set<ApiCall>(asked.map((call) => call.call)))
  reportRefresh({
    asked: asked === 'all' ? 'all' : asked.map((call) => call.name),
    read: read.map((apiCall) => CALLS.find((call) => call.call === apiCall)?.name ?? apiCall),
  })
}

/**
 * Resolves once the open app reads nothing more (its screen shows what the mock answered), or after
 * `limitMs` (a call held by "Спросить меня" or a slow scenario's may wait for minutes).
 */
export function whenAppIdle(limitMs: number): Promise<void> {
  const client = appQueries
  if (!client || client.isFetching() === 0) return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      stop()
      resolve()
    }
    const timer = setTimeout(done, limitMs)
    const stop = client.getQueryCache().subscribe(() => {
      if (client.isFetching() === 0) done()
    })
  })
}

/** After the data set changed: every read of the open screen starts again (no reload, no sign-out). */
export function notifyDataChanged(): void {
  void refreshApp('all')
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
