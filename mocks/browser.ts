import { setupWorker } from 'msw/browser'
import { BASE } from '@/lib/base-path'
import { enablePersistence, resetDb } from './db'
import { handlers } from './handlers'
import { ignoreWorkerUpdateFailures } from './msw-update-failure'
import { runMockPage } from './pages'
import { restoreScenario } from './scenarios'
import { openMockStorage } from './storage'
import { recordTimeline } from './studio/journal/record-timeline'
import { clearRules } from './studio/rules/rules'
import { showRulesAtOnce } from './studio/rules/rules-on-screen'
import { FRAGMENT_KEY } from './studio/link/fragment'
import { ensureWorkerAnswers, healthHandler, watchWorker } from './studio/core/worker-health'

export { connectApp } from './studio/core/app-bridge'
export { whenCallPaused } from './studio/rules/paused'

/** Far longer than a new worker takes to claim the page once active; past it, nothing will. */
const CLAIM_WAIT_MS = 1_000

/** msw's worker behind ours (public/mock-worker.js), which keeps a leaving page the mock's. */
const WORKER_URL = `${BASE}mock-worker.js`

/**
 * Resolves once the worker controls the page. The worker unregisters itself once no page of its
 * scope is left (public/mock-worker.js); while a dedicated worker of that page (the history's
 * reader, the report's redactor) still uses the registration, its removal waits. A page loaded
 * meanwhile starts uncontrolled, and msw's
 * start() revives the same, already active worker, which never claims it (w3c/ServiceWorker#371:
 * no activation, so no clients.claim()). Such a page is loaded again, as msw itself does for a page
 * that starts uncontrolled while its worker is registered.
 */
function whenControlled() {
  return new Promise<void>((resolve) => {
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true })
    // A worker of an earlier build (msw's alone) is replaced by this one, which then claims the page.
    if (navigator.serviceWorker.controller?.scriptURL === new URL(WORKER_URL, window.location.href).href)
      return resolve()
    setTimeout(() => {
      void navigator.serviceWorker.getRegistration().then((registration) => {
        const revived = registration?.active?.state === 'activated' && !navigator.serviceWorker.controller
        if (revived) window.location.reload()
      })
    }, CLAIM_WAIT_MS)
  })
}

/**
 * Starts the mock backend in the page before the app renders (dev and preview builds).
 * Resolves to false when the address was one of the mock's own pages and the app must not render.
 */
export async function startMockBackend(): Promise<boolean> {
  await openMockStorage()
  enablePersistence()
  const { reset } = restoreScenario(window.location.search)
  if (reset) {
    resetDb()
    clearRules()
  }
  // A reproduction link: its code loads only when one is opened.
  if (window.location.hash.startsWith(`#${FRAGMENT_KEY}`)) {
    const { openReproLink } = await import('./studio/link/open-link')
    await openReproLink(window.location)
  }
  // A link pasted into a tab already on its page changes only the fragment: start over to apply it.
  window.addEventListener('hashchange', () => {
    if (window.location.hash.startsWith(`#${FRAGMENT_KEY}`)) window.location.reload()
  })
  ignoreWorkerUpdateFailures()
  const worker = setupWorker(healthHandler, ...handlers)
  const start = () =>
    worker.start({
      onUnhandledRequest: 'bypass',
      quiet: true,
      // Under the build's base, scoped to it: a preview's worker never controls another's pages.
      serviceWorker: { url: WORKER_URL, options: { scope: BASE } },
    })
  recordTimeline(worker)
  await start()
  // After a fast or hard reload the page can start uncontrolled; msw then reloads it and lets this
  // run on, and the app's first calls would reach the static server. Nothing renders until the
  // worker controls the page (a reload pending meanwhile simply replaces it).
  await whenControlled()
  await ensureWorkerAnswers(worker, start)
  watchWorker(worker, start)
  showRulesAtOnce()
  return !(await runMockPage(window.location))
}
