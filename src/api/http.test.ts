import { onlineManager } from '@tanstack/react-query'
import * as v from 'valibot'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { server } from '@mocks/node'
import { general } from '@mocks/respond'
import { generalApi } from './http'

// PRODUCT.md §3: only reads are retried, with backoff, never on a 4xx. Attempts are counted at the
// mock and stamped with the page's clock, which the test runs forward instead of waiting.

// The client's code loads at the first request (./http), in real time: loaded before the clock is
// faked, so that its loading does not count into settle()'s turns.
beforeAll(async () => {
  await Promise.all([import('./ky-clients'), import('@/report/record-calls')])
})

afterEach(() => {
  vi.useRealTimers()
  onlineManager.setOnline(true)
})

function answerEveryAttempt(method: 'get' | 'post', status: number) {
  const attempts: number[] = []
  const handler = method === 'get' ? http.get : http.post
  server.use(
    handler(general('retry-probe'), () => {
      attempts.push(Date.now())
      return HttpResponse.json({ message: 'сбой' }, { status })
    }),
  )
  return attempts
}

/** Runs the clock forward until the request has settled. */
async function settle(request: Promise<unknown>) {
  let settled = false
  const outcome = request.then(
    () => 'answered',
    () => 'failed',
  )
  void outcome.finally(() => (settled = true))
  // Between runs the real event loop turns, so the mock can answer (its work is not on the clock).
  for (let step = 0; step < 10_000 && !settled; step += 1) {
    await vi.runAllTimersAsync()
    await new Promise((resolve) => setImmediate(resolve))
  }
  return outcome
}

describe('retries (PRODUCT §3)', () => {
  it('a read answered 500 is retried, each retry waiting longer than the last, then gives up', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const attempts = answerEveryAttempt('get', 500)
    expect(await settle(generalApi.get('retry-probe').json(v.unknown()))).toBe('failed')
    // PRODUCT gives no count: at least two retries, so that the backoff shows.
    expect(attempts.length).toBeGreaterThanOrEqual(3)
    const waits = attempts.slice(1).map((at, index) => at - (attempts[index] ?? at))
    expect(waits[0]).toBeGreaterThan(0)
    waits.slice(1).forEach((wait, index) => expect(wait).toBeGreaterThan(waits[index] ?? Infinity))
  })

  it.each([400, 401, 404, 422])('a read answered %i is not repeated', async (status) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const attempts = answerEveryAttempt('get', status)
    expect(await settle(generalApi.get('retry-probe').json(v.unknown()))).toBe('failed')
    expect(attempts).toHaveLength(1)
  })

  it('a write answered 500 is not repeated', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const attempts = answerEveryAttempt('post', 500)
    expect(await settle(generalApi.post('retry-probe').json(v.unknown()))).toBe('failed')
    expect(attempts).toHaveLength(1)
  })

  it('offline, a read fails at once: no retry waits for a signal that is not there', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    onlineManager.setOnline(false)
    const outcome = generalApi
      .get('retry-probe')
      .json(v.unknown())
      .then(
        () => 'answered',
        () => 'failed',
      )
    // The clock stands still: a retry would wait on it for good.
    const stillWaiting = new Promise((resolve) => setImmediate(() => setImmediate(() => resolve('waiting'))))
    expect(await Promise.race([outcome, stillWaiting])).toBe('failed')
  })
})
