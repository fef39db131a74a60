import { http, HttpResponse } from 'msw'
import type { SetupWorker } from 'msw/browser'
import { MOCK_GENERAL_PATH } from '@/api/config'
import { BASE_PREFIX } from '@/lib/base-path'
import { notifyDataChanged } from './app-bridge'
import { notify } from './notices'

// Chrome stops a background tab's service worker after idle minutes, and the restarted worker has
// forgotten this page (msw issue 2635): calls would then go to the static server. The page asks the
// worker a question only the mock answers whenever it comes back to view and every half minute while
// shown; a wrong answer restarts the worker and tells support.

const HEALTH_PATH = `${MOCK_GENERAL_PATH}/__mock-health`
const CHECK_EVERY_MS = 30_000

export const healthHandler = http.get(`*${HEALTH_PATH}`, () => HttpResponse.json({ mock: true }))

async function answers(): Promise<boolean> {
  try {
    const response = await fetch(BASE_PREFIX + HEALTH_PATH, { cache: 'no-store' })
    const body: unknown = await response.json()
    return typeof body === 'object' && body !== null && 'mock' in body && body.mock === true
  } catch {
    return false
  }
}

async function check(worker: SetupWorker, start: () => Promise<unknown>) {
  if (await answers()) return
  worker.stop()
  await start().catch(() => undefined)
  if (await answers()) {
    notify('Браузер остановил мок-бэкенд, пока вкладка была в фоне. Он снова запущен, данные обновлены.')
    notifyDataChanged()
  } else {
    notify('Мок-бэкенд не отвечает. Перезагрузите страницу.', 'error')
  }
}

/**
 * Before the first screen: a worker can control the page and still not serve it (it restarted
 * and forgot the tab, msw issue 2635), so the first calls would reach the static server. It is
 * asked once and started again if it does not answer.
 */
export async function ensureWorkerAnswers(worker: SetupWorker, start: () => Promise<unknown>) {
  if (await answers()) return
  worker.stop()
  await start().catch(() => undefined)
}

export function watchWorker(worker: SetupWorker, start: () => Promise<unknown>) {
  let checking = false
  const run = () => {
    if (checking || document.visibilityState !== 'visible') return
    checking = true
    void check(worker, start).finally(() => (checking = false))
  }
  document.addEventListener('visibilitychange', run)
  window.addEventListener('focus', run)
  window.setInterval(run, CHECK_EVERY_MS)
}
