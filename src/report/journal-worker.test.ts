import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toHarEntry, type RecordedCall } from './har-entry'
import { addToJournal, clearJournal, readJournal, setRedactWorker, SETTLE_LIMIT_MS, settledJournal } from './journal'
import { redactEntry, withResponseBody } from './redact-entry'
import { WORKER_FROM, type RedactWorker } from './redact-off-thread'
import type { RedactRequest } from './redact-worker'

// Large calls are redacted in a worker (none exists in jsdom, so a fake one is started through the
// journal's seam): the journal still keeps arrival order, loses nothing when the worker fails, and
// forgets what was in flight at a sign-out.

function call(path: string, bodySize: number): RecordedCall {
  const padding = 'x'.repeat(bodySize)
  return {
    startedAt: Date.now(),
    method: 'GET',
    url: `https://gw.example/${path}`,
    requestHeaders: [['Authorization', 'Bearer SECRET-TOKEN']],
    status: 200,
    responseHeaders: [['content-type', 'application/json']],
    responseBody: JSON.stringify({ accessToken: 'SECRET-ANSWER', padding }),
  }
}
const large = (path: string) => call(path, WORKER_FROM * 5) // over the 256 KB cap, too
const small = (path: string) => call(path, 10)
const urls = () => readJournal().calls.map((entry) => entry.request.url.split('/').pop())

function fakeWorker() {
  const events = new EventTarget()
  const posted: RedactRequest[] = []
  const worker = {
    posted,
    terminated: false,
    postMessage: (message: RedactRequest) => void posted.push(message),
    addEventListener: events.addEventListener.bind(events),
    terminate: () => void (worker.terminated = true),
    /** Answers the n-th request as the real worker does. */
    answer(n: number) {
      const { id, entry, salt, bytes } = posted[n] as RedactRequest
      const data = { id, entry: redactEntry(withResponseBody(entry, bytes), salt) }
      events.dispatchEvent(new MessageEvent('message', { data }))
    },
    /** Answers the n-th request as the real worker does when its own redaction failed. */
    answerWithout(n: number) {
      const { id } = posted[n] as RedactRequest
      events.dispatchEvent(new MessageEvent('message', { data: { id } }))
    },
    /** A message the page could not read (a messageerror). */
    garble() {
      events.dispatchEvent(new MessageEvent('messageerror', { cancelable: true }))
    },
    /** Fails as a worker that could not load or threw; says whether the page handled the error. */
    fail() {
      const error = new Event('error', { cancelable: true })
      events.dispatchEvent(error)
      return error.defaultPrevented
    },
  }
  return worker
}

let worker: ReturnType<typeof fakeWorker>
beforeEach(() => {
  clearJournal()
  worker = fakeWorker()
  setRedactWorker((): RedactWorker => worker)
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the journal with a redaction worker', () => {
  it('keeps calls in arrival order while a large one is still in the worker', async () => {
    const first = large('first')
    addToJournal({ call: first })
    addToJournal({ call: small('second') })
    addToJournal({ call: large('third') })
    expect(worker.posted).toHaveLength(2) // the small call was redacted on the page
    expect(urls()).toEqual([])
    worker.answer(1)
    await Promise.resolve()
    expect(urls()).toEqual([])
    worker.answer(0)
    const { calls, salt } = await settledJournal()
    expect(calls.map((entry) => entry.request.url.split('/').pop())).toEqual(['first', 'second', 'third'])
    expect(calls[0]).toEqual(redactEntry(toHarEntry(first), salt))
    expect(JSON.stringify(calls)).not.toMatch(/SECRET-(TOKEN|ANSWER)/)
    expect(calls[0]?.response.content.text).toMatch(/…\[обрезано: показано 256 КБ из \d+ КБ\]$/)
  })

  it('hands a body kept as bytes to the worker, which decodes it where it redacts it', async () => {
    const { responseBody, ...recorded } = large('bytes')
    const call = { ...recorded, responseBytes: new TextEncoder().encode(responseBody).buffer as ArrayBuffer }
    addToJournal({ call })
    expect(worker.posted[0]?.entry.response.content.text).toBe('')
    worker.answer(0)
    const { calls, salt } = await settledJournal()
    expect(calls[0]).toEqual(redactEntry(toHarEntry({ ...recorded, responseBody }), salt))
    expect(JSON.stringify(calls)).not.toMatch(/SECRET-(TOKEN|ANSWER)/)
  })

  it('decodes a body kept as bytes on the page when the worker fails', async () => {
    const { responseBody, ...recorded } = large('bytes')
    addToJournal({ call: { ...recorded, responseBytes: new TextEncoder().encode(responseBody).buffer as ArrayBuffer } })
    expect(worker.fail()).toBe(true)
    const { calls } = await settledJournal()
    expect(calls[0]?.response.content.text).toMatch(/^\{"accessToken":"\[скрыто/)
    expect(JSON.stringify(calls)).not.toMatch(/SECRET-(TOKEN|ANSWER)/)
  })

  it('redacts on the page when the worker fails, losing no call and raising no error', async () => {
    addToJournal({ call: large('first') })
    addToJournal({ call: small('second') })
    expect(worker.fail()).toBe(true)
    expect(worker.terminated).toBe(true)
    addToJournal({ call: large('third') })
    expect(worker.posted).toHaveLength(1)
    const { calls } = await settledJournal()
    expect(calls.map((entry) => entry.request.url.split('/').pop())).toEqual(['first', 'second', 'third'])
    expect(JSON.stringify(calls)).not.toMatch(/SECRET-(TOKEN|ANSWER)/)
  })

  it('drops a call still in the worker at a sign-out', async () => {
    addToJournal({ call: large('before') })
    clearJournal()
    addToJournal({ call: small('after') })
    worker.answer(0)
    expect((await settledJournal()).calls.map((entry) => entry.request.url.split('/').pop())).toEqual(['after'])
  })

  it('does not let a worker that never answers keep the report from being made', async () => {
    vi.useFakeTimers()
    addToJournal({ call: large('first') })
    addToJournal({ call: small('second') })
    const report = settledJournal()
    await vi.advanceTimersByTimeAsync(SETTLE_LIMIT_MS)
    const { calls } = await report
    expect(calls.map((entry) => entry.request.url.split('/').pop())).toEqual(['first', 'second'])
    expect(worker.terminated).toBe(true)
  })
})

describe('which calls go to the worker', () => {
  const withBody = (path: string, response: number, request = 0): RecordedCall => ({
    ...call(path, 0),
    responseBody: 'x'.repeat(response),
    ...(request > 0 && { requestBody: 'y'.repeat(request) }),
  })

  it("those whose bodies reach WORKER_FROM together, a request's body too", async () => {
    addToJournal({ call: withBody('under', WORKER_FROM - 1) })
    addToJournal({ call: withBody('at', WORKER_FROM) })
    addToJournal({ call: withBody('request', 10, WORKER_FROM) })
    expect(worker.posted.map((request) => request.entry.request.url.split('/').pop())).toEqual(['at', 'request'])
    worker.answer(0)
    worker.answer(1)
    expect((await settledJournal()).calls).toHaveLength(3)
  })

  it('none when no worker can start: the page redacts them all', async () => {
    setRedactWorker(() => undefined)
    addToJournal({ call: large('first') })
    const { calls } = await settledJournal()
    expect(calls.map((entry) => entry.request.url.split('/').pop())).toEqual(['first'])
    expect(JSON.stringify(calls)).not.toMatch(/SECRET-(TOKEN|ANSWER)/)
  })
})

describe('the page takes over a call', () => {
  it('that the worker could not redact', async () => {
    addToJournal({ call: large('first') })
    worker.answerWithout(0)
    const { calls } = await settledJournal()
    expect(calls.map((entry) => entry.request.url.split('/').pop())).toEqual(['first'])
    expect(JSON.stringify(calls)).not.toMatch(/SECRET-(TOKEN|ANSWER)/)
  })

  it('whose answer could not be read, and the calls after it', async () => {
    addToJournal({ call: large('first') })
    worker.garble()
    addToJournal({ call: large('second') })
    expect(worker.terminated).toBe(true)
    expect(worker.posted).toHaveLength(1)
    const { calls } = await settledJournal()
    expect(calls.map((entry) => entry.request.url.split('/').pop())).toEqual(['first', 'second'])
  })

  it('that could not be handed to the worker', async () => {
    worker.postMessage = () => {
      throw new DOMException('could not be cloned', 'DataCloneError')
    }
    addToJournal({ call: large('first') })
    const { calls } = await settledJournal()
    expect(calls.map((entry) => entry.request.url.split('/').pop())).toEqual(['first'])
    expect(worker.terminated).toBe(true)
    expect(JSON.stringify(calls)).not.toMatch(/SECRET-(TOKEN|ANSWER)/)
  })
})
