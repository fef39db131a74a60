import { setupWorker } from 'msw/browser'
import { enablePersistence, resetDb } from './db'
import { handlers } from './handlers'
import { runMockPage } from './pages'
import { restoreScenario } from './scenarios'
import { openMockStorage } from './storage'

/**
 * Starts the mock backend in the page before the app renders (dev and preview builds).
 * Resolves to false when the address was one of the mock's own pages and the app must not render.
 */
export async function startMockBackend(): Promise<boolean> {
  await openMockStorage()
  enablePersistence()
  const { reset } = restoreScenario(window.location.search)
  if (reset) resetDb()
  const worker = setupWorker(...handlers)
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  })
  return !(await runMockPage(window.location))
}
