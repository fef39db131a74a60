import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { afterPresented, PRESENT_WAIT_MS } from './after-first-screen'

// A stand-in for the browser's largest-paint reports: the test decides when a frame is presented.
class FakeObserver {
  static supportedEntryTypes = ['largest-contentful-paint']
  static observers: FakeObserver[] = []
  constructor(private readonly report: (list: { getEntries: () => Array<{ element: Element | null }> }) => void) {}
  observe() {
    FakeObserver.observers.push(this)
  }
  disconnect() {
    FakeObserver.observers = FakeObserver.observers.filter((observer) => observer !== this)
  }
  static present(element: Element | null) {
    for (const observer of FakeObserver.observers) observer.report({ getEntries: () => [{ element }] })
  }
}

beforeEach(() => {
  vi.useFakeTimers()
  FakeObserver.observers = []
  vi.stubGlobal('PerformanceObserver', FakeObserver)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

function watch(promise: Promise<void>) {
  const state = { resumed: false }
  void promise.then(() => (state.resumed = true))
  return state
}

it('waits for the report of a paint still on the page, not for the removed loading screen’s', async () => {
  const loading = document.createElement('span')
  const firstScreen = document.body.appendChild(document.createElement('button'))
  const presented = watch(afterPresented())
  FakeObserver.present(loading)
  FakeObserver.present(null)
  await vi.advanceTimersByTimeAsync(150)
  expect(presented.resumed).toBe(false)
  FakeObserver.present(firstScreen)
  await vi.advanceTimersByTimeAsync(0)
  expect(presented.resumed).toBe(true)
  expect(FakeObserver.observers).toHaveLength(0)
})

it('goes on without a report once the frames have run and the longest wait is over', async () => {
  const presented = watch(afterPresented())
  await vi.advanceTimersByTimeAsync(PRESENT_WAIT_MS)
  expect(presented.resumed).toBe(false)
  // The frames take at most afterPaint's own 100 ms.
  await vi.advanceTimersByTimeAsync(100)
  expect(presented.resumed).toBe(true)
  expect(FakeObserver.observers).toHaveLength(0)
})

it('goes on after the frames where the browser makes no such report', async () => {
  vi.stubGlobal('PerformanceObserver', undefined)
  const presented = watch(afterPresented())
  await vi.advanceTimersByTimeAsync(100)
  expect(presented.resumed).toBe(true)
})
