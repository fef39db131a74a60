import type { AnyRouter } from '@tanstack/react-router'
import { onOnlineChange } from './online'
import { isNetworkSettled } from './reconnect'
import { afterFirstScreen, whenIdle } from './after-first-screen'

/**
 * Every screen's code, fetched while the browser is idle after the first screen: a customer who
 * loses the signal can still open any screen of the menu.
 */
export function prefetchRouteChunks(router: AnyRouter) {
  afterFirstScreen(() => {
    // One screen's code per idle moment: all at once is a long task on a slow phone, and
    // "idle" can fall while a long payment history is still being read, before its first rows.
    const routes = Object.values(router.routesById)
    const next = () => {
      const route = routes.shift()
      if (!route) return
      // A failure here is not news: the screen's own load tries again and explains itself.
      void Promise.resolve(router.loadRouteChunk(route)).catch(() => undefined)
      whenIdle(next)
    }
    next()
  })
}

/**
 * Code a screen loads on demand (its read's reader, a long list's virtualizer), fetched once its
 * own code has run and the first screen is shown. The screens' code arrives while the browser is
 * idle (above), so a screen opened offline, and its read once the signal is back, need nothing from
 * the network but the answer: an import that fails offline would fail the read it belongs to.
 */
export function prefetchOnDemandCode(load: () => Promise<unknown>) {
  // A failure here is not news: the screen's own load tries again and explains itself.
  afterFirstScreen(() => void load().catch(() => undefined))
}

// The router's lazy screens reload the document once when their chunk fails to load (meant for a
// stale deploy: the new index.html names the new chunks). Offline that reload shows the browser's
// own offline page and loses the screen, so the router is told it has already reloaded for that
// chunk; the screen's error then shows in the app with a retry. The mark goes when the signal is back.
const RELOAD_MARK = 'tanstack_router_reload:'
const markedOffline = new Set<string>()

type PreloadErrorEvent = Event & { payload?: unknown }

export function reloadForStaleChunksOnlyOnline() {
  window.addEventListener('vite:preloadError', (event: PreloadErrorEvent) => {
    // Just after a reconnect the network may not carry traffic yet: a reload then is no better.
    if (isNetworkSettled() || !(event.payload instanceof Error)) return
    const key = RELOAD_MARK + event.payload.message
    if (sessionStorage.getItem(key)) return
    sessionStorage.setItem(key, '1')
    markedOffline.add(key)
  })
  onOnlineChange((online) => {
    if (!online) return
    markedOffline.forEach((key) => sessionStorage.removeItem(key))
    markedOffline.clear()
  })
}
