import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { toast } from 'sonner'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { resetDb } from '../mocks/db'
import { server } from '../mocks/node'
import { setScenario } from '../mocks/scenarios'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))

afterEach(() => {
  cleanup()
  // sonner's store outlives the test and replays active toasts to the next test's Toaster.
  toast.dismiss()
  server.resetHandlers()
  resetDb()
  setScenario('default')
  localStorage.clear()
  sessionStorage.clear()
  document.documentElement.setAttribute('data-theme', 'dark')
})

afterAll(() => server.close())
