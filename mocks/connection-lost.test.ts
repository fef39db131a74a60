import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { connectionLostWithin } from './connection-lost'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

it('a held answer goes on when its time is up, with the connection kept', async () => {
  const lost = connectionLostWithin(1_000)
  await vi.advanceTimersByTimeAsync(1_000)
  await expect(lost).resolves.toBe(false)
})

it('a held answer, even one that never comes, fails the moment the page goes offline', async () => {
  const lost = connectionLostWithin(Infinity)
  window.dispatchEvent(new Event('offline'))
  await expect(lost).resolves.toBe(true)
})

it('a request that reaches the mock after the page went offline fails at once', async () => {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  await expect(connectionLostWithin(Infinity)).resolves.toBe(true)
  onLine.mockRestore()
})
