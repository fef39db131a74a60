import { onlineManager, QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { importWhenOnline } from './import-when-online'
import { followReconnects } from './reconnect'

beforeEach(() => {
  vi.useFakeTimers()
  // A page loaded long ago: no reconnect of late.
  followReconnects(new QueryClient())
})

afterEach(() => {
  onlineManager.setOnline(true)
  vi.useRealTimers()
})

const chunkFailure = () => new TypeError('Failed to fetch dynamically imported module: /assets/mount-x.js')

/** A load that fails `failures` times, then gives its code; counts its tries. */
function flakyLoad(failures: number) {
  const load = vi.fn(() =>
    load.mock.calls.length <= failures ? Promise.reject(chunkFailure()) : Promise.resolve('code'),
  )
  return load
}

describe('importWhenOnline', () => {
  it('gives the code of a load that succeeds, with one try', async () => {
    const load = flakyLoad(0)
    await expect(importWhenOnline(load)).resolves.toBe('code')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('offline, waits for the signal, however long, and then loads', async () => {
    onlineManager.setOnline(false)
    const load = flakyLoad(1)
    const loaded = importWhenOnline(load)
    await vi.advanceTimersByTimeAsync(120_000)
    expect(load).toHaveBeenCalledTimes(1)
    onlineManager.setOnline(true)
    await expect(loaded).resolves.toBe('code')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('online, tries again by itself after 1, 2 and 4 s: no online event is coming', async () => {
    const load = flakyLoad(3)
    const loaded = importWhenOnline(load)
    await vi.advanceTimersByTimeAsync(999)
    expect(load).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(load).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(2_000)
    expect(load).toHaveBeenCalledTimes(3)
    await vi.advanceTimersByTimeAsync(4_000)
    await expect(loaded).resolves.toBe('code')
    expect(load).toHaveBeenCalledTimes(4)
  })

  it('a load that keeps failing online is tried at most every 30 s', async () => {
    const load = flakyLoad(Number.POSITIVE_INFINITY)
    void importWhenOnline(load)
    // 1 + 2 + 4 + 8 + 16 s, then every 30 s.
    await vi.advanceTimersByTimeAsync(31_000)
    expect(load).toHaveBeenCalledTimes(6)
    await vi.advanceTimersByTimeAsync(29_999)
    expect(load).toHaveBeenCalledTimes(6)
    await vi.advanceTimersByTimeAsync(1)
    expect(load).toHaveBeenCalledTimes(7)
  })
})
