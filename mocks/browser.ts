import { setupWorker } from 'msw/browser'
import { enablePersistence, resetDb } from './db'
import { handlers } from './handlers'
import { restoreScenario } from './scenarios'

/** Starts the mock backend in the page before the app renders (dev and preview builds). */
export async function startMockBackend() {
  enablePersistence()
  const { reset } = restoreScenario(window.location.search)
  if (reset) resetDb()
  const worker = setupWorker(...handlers)
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  })
}
