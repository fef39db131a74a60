import { onlineManager } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { reconnectFollowUpDelay } from './reconnect'

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['performance'] })
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
    expect(reconnectFollowUpDelay()).toBeUndefined()
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
    expect(reconnectFollowUpDelay()).toBe(delay)
  })

  it('counts from the latest reconnect', () => {
    reconnect()
    vi.advanceTimersByTime(20_000)
    expect(reconnectFollowUpDelay()).toBeUndefined()
    reconnect()
    vi.advanceTimersByTime(2_000)
    expect(reconnectFollowUpDelay()).toBe(2_000)
  })
})
