import { onlineManager, QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { followReconnects, reconnectFollowUpDelay } from './reconnect'

let client: QueryClient

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['performance'] })
  client = new QueryClient()
  followReconnects(client)
})

afterEach(() => {
  onlineManager.setOnline(true)
  vi.useRealTimers()
})

/** The signal goes and comes back now. */
function reconnect() {
  onlineManager.setOnline(false)
  onlineManager.setOnline(true)
}

describe('reconnectFollowUpDelay', () => {
  it('offers no follow-up while offline: the next reconnect is the moment to try', () => {
    reconnect()
    onlineManager.setOnline(false)
    expect(reconnectFollowUpDelay(client)).toBeUndefined()
  })

  it.each([
    { after: 0, delay: 500 },
    { after: 300, delay: 500 },
    { after: 1_200, delay: 1_200 },
    { after: 6_000, delay: 6_000 },
    { after: 15_000, delay: 15_000 },
    { after: 15_001, delay: undefined },
    { after: 60_000, delay: undefined },
  ])('$after ms after a reconnect, a failure is tried again after $delay ms', ({ after, delay }) => {
    reconnect()
    vi.advanceTimersByTime(after)
    expect(reconnectFollowUpDelay(client)).toBe(delay)
  })

  it('is remembered by the query client it happened to: a new one (a page load, the next test) has none', () => {
    reconnect()
    const next = new QueryClient()
    followReconnects(next)
    expect(reconnectFollowUpDelay(next)).toBeUndefined()
    expect(reconnectFollowUpDelay()).toBeUndefined()
    expect(reconnectFollowUpDelay(client)).toBe(500)
    reconnect()
    expect(reconnectFollowUpDelay()).toBe(500)
  })

  it('counts from the latest reconnect', () => {
    reconnect()
    vi.advanceTimersByTime(20_000)
    expect(reconnectFollowUpDelay(client)).toBeUndefined()
    reconnect()
    vi.advanceTimersByTime(2_000)
    expect(reconnectFollowUpDelay(client)).toBe(2_000)
  })
})
