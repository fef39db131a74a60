import type { AnyRouter } from '@tanstack/react-router'
import { RECORDED_EVENT_TYPES, takeEarlyEvents } from './early-events'
import { loadJournal, recordEvent, type AppEvent } from './recorder'

// What the customer met besides the calls: pages, uncaught errors, the connection coming and going.
// Toasts are recorded where they are raised (src/ui/toast.ts), calls by ky's hooks (record-calls.ts).

const STACK_LINES = 5

function describe(reason: unknown): { message: string; stack?: string } {
  if (reason instanceof Error) {
    return {
      message: `${reason.name}: ${reason.message}`,
      stack: reason.stack?.split('\n').slice(0, STACK_LINES).join('\n'),
    }
  }
  return { message: String(reason) }
}

/** The page as the customer saw it, without a hand-over `token` (the journal redacts the rest). */
export function routeWithoutToken(pathname: string, searchStr: string): string {
  const params = new URLSearchParams(searchStr)
  params.delete('token')
  const query = params.toString()
  return query ? `${pathname}?${query}` : pathname
}

function appEvent(event: Event): AppEvent {
  if (event.type === 'error') {
    const { error, message } = event as ErrorEvent
    return { type: 'error', ...describe(error ?? message) }
  }
  if (event.type === 'unhandledrejection')
    return { type: 'error', ...describe((event as PromiseRejectionEvent).reason) }
  return { type: 'network', online: event.type === 'online' }
}

/** How the session layer tells that a session ended, and why (src/api/session.ts's `onSessionEnd`). */
type SessionEnds = (listener: (reason: 'expired' | 'signed-out' | 'elsewhere') => void) => () => void

export function startRecording(router: AnyRouter, onSessionEnd: SessionEnds) {
  // This loads after the first screen: what happened before is recorded first, at its own time.
  for (const { event, time } of takeEarlyEvents()) recordEvent(() => appEvent(event), time)
  for (const type of RECORDED_EVENT_TYPES) window.addEventListener(type, (event) => recordEvent(() => appEvent(event)))
  // The page already shown is recorded once.
  let last = ''
  const recordRoute = ({ pathname, searchStr }: { pathname: string; searchStr: string }) => {
    const path = routeWithoutToken(pathname, searchStr)
    if (path !== last) recordEvent(() => ({ type: 'route', path }))
    last = path
  }
  if (router.state.status === 'idle') recordRoute(router.state.location)
  router.subscribe('onResolved', ({ toLocation }) => recordRoute(toLocation))
  clearJournalAtSignOut(onSessionEnd)
}

/** Signing out (here or in another tab) empties the journal; a 401 keeps it, as an unexpected
 * sign-out is exactly what a report may be about. */
export function clearJournalAtSignOut(onSessionEnd: SessionEnds) {
  return onSessionEnd((reason) => {
    if (reason !== 'expired') void loadJournal().then((journal) => journal.clearJournal())
  })
}
