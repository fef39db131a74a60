import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { resetDb } from '../mocks/db'
import { server } from '../mocks/node'
import { setScenario } from '../mocks/scenarios'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))

afterEach(() => {
  cleanup()
  server.resetHandlers()
  resetDb()
  setScenario('default')
  localStorage.clear()
  sessionStorage.clear()
  document.documentElement.setAttribute('data-theme', 'dark')
})

afterAll(() => server.close())
