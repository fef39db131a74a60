import { setupWorker } from 'msw/browser'
import { enablePersistence, resetDb } from './db'
import { handlers } from './handlers'
import { ignoreWorkerUpdateFailures } from './msw-update-failure'
import { runMockPage } from './pages'
import { restoreScenario } from './scenarios'
import { openMockStorage } from './storage'
import { recordTimeline } from './studio/journal/record-timeline'
import { clearRules } from './studio/rules/rules'
import { FRAGMENT_KEY } from './studio/link/fragment'
import { ensureWorkerAnswers, healthHandler, watchWorker } from './studio/worker-health'

export { connectApp } from './studio/app-bridge'

function whenControlled() {
  return new Promise<void>((resolve) => {
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true })
    if (navigator.serviceWorker.controller) resolve()
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
      serviceWorker: { url: '/mockServiceWorker.js' },
    })
  recordTimeline(worker)
  await start()
  // After a fast or hard reload the page can start uncontrolled; msw then reloads it and lets this
  // run on, and the app's first calls would reach the static server. Nothing renders until the
  // worker controls the page (a reload pending meanwhile simply replaces it).
  await whenControlled()
  await ensureWorkerAnswers(worker, start)
  watchWorker(worker, start)
  return !(await runMockPage(window.location))
}
