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

/** How many times `load` has been tried once `ms` more have passed. */
async function triesAfter(load: ReturnType<typeof flakyLoad>, ms: number) {
  await vi.advanceTimersByTimeAsync(ms)
  return load.mock.calls.length
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
    expect(await triesAfter(load, 999)).toBe(1)
    expect(await triesAfter(load, 1)).toBe(2)
    expect(await triesAfter(load, 2_000)).toBe(3)
    expect(await triesAfter(load, 4_000)).toBe(4)
    await expect(loaded).resolves.toBe('code')
  })

  it('a load that keeps failing online is tried at most every 30 s', async () => {
    const load = flakyLoad(Number.POSITIVE_INFINITY)
    void importWhenOnline(load)
    // 1 + 2 + 4 + 8 + 16 s, then every 30 s.
    expect(await triesAfter(load, 31_000)).toBe(6)
    expect(await triesAfter(load, 29_999)).toBe(6)
    expect(await triesAfter(load, 1)).toBe(7)
  })
})
