import { describe, expect, it } from 'vitest'
import { MOCK_GATEWAY_PATH, MOCK_GENERAL_PATH } from '@/api/config'

// In mock mode a call no handler knows must never reach a network: it gets a 501 naming it.
describe('calls the mock does not know', () => {
  it.each([
    ['GET', `${MOCK_GATEWAY_PATH}/authms/api/Auth/unknown`],
    ['POST', `${MOCK_GENERAL_PATH}/billing/invoices`],
  ])('%s %s answers 501 with a message naming the call', async (method, path) => {
    const response = await fetch(`http://localhost${path}`, { method })
    expect(response.status).toBe(501)
    expect(await response.json()).toEqual({ message: `Мок-бэкенд не знает вызова ${method} ${path}` })
  })
})
