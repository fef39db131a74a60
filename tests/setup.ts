import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { toast } from 'sonner'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { observeCallsWith } from '@/api/http'
import { resetDb } from '@mocks/db'
import { server } from '@mocks/node'
import { setScenario } from '@mocks/scenarios'
import { offerMoments } from '@mocks/studio/import/stepping'
import { clearRules } from '@mocks/studio/rules/rules'

// The suites share two cores: a first render can take seconds. A ceiling for waits, never a delay.
configure({ asyncUtilTimeout: 5000 })

// jsdom has HTMLDialogElement without showModal() and close(); the modal needs the open state and
// the close event (jsdom has no top layer or inertness, which the e2e suite covers in Chromium).
if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return
    this.removeAttribute('open')
    this.dispatchEvent(new Event('close'))
  }
}

// As the app's start does (src/main.tsx): every call goes into the support report's journal.
observeCallsWith(() => import('@/report/record-calls').then(({ recordingHooks }) => recordingHooks))

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))

afterEach(async () => {
  cleanup()
  // user-event empties its clipboard only through hooks it registers with Vitest's globals, which
  // are off: no test may read what another copied.
  await navigator.clipboard?.writeText('')
  // sonner's store outlives the test and replays active toasts to the next test's Toaster.
  toast.dismiss()
  server.resetHandlers()
  resetDb()
  // The studio's fault rules live in their own store: no test inherits another's.
  clearRules()
  // Nor a customer's report to step through, with its moment's failures.
  offerMoments(undefined, undefined)
  setScenario('default')
  localStorage.clear()
  sessionStorage.clear()
  document.documentElement.setAttribute('data-theme', 'dark')
})

afterAll(() => server.close())
