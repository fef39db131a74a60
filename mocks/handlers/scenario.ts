import { delay, http, HttpResponse } from 'msw'
import { MOCK_GATEWAY_PATH, MOCK_GENERAL_PATH } from '@/api/config'
import { getScenario } from '../scenarios'

const SLOW_MS = 2_000

// Runs before every other handler: behaviour-only scenarios change every call of both backends.
// Returning nothing lets the request fall through to the area's own handler.
const gate = async () => {
  const scenario = getScenario()
  if (scenario === 'slow') await delay(SLOW_MS)
  if (scenario === 'offline') return HttpResponse.error()
  if (scenario === 'server-errors') {
    return HttpResponse.json({ message: 'Внутренняя ошибка сервера' }, { status: 500 })
  }
  return undefined
}

export const scenarioHandlers = [
  http.all(`*${MOCK_GATEWAY_PATH}/*`, gate),
  http.all(`*${MOCK_GENERAL_PATH}/*`, gate),
]
