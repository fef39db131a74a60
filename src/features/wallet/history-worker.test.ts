import { afterEach, describe, expect, it, vi } from 'vitest'
import { MALFORMED_ERROR } from '@/api/errors'
import { answerHistory, type HistoryMessage, type HistoryRequest } from '@/api/history-messages'
import { readHistory, WORKER_FROM } from '@/api/history-off-thread'
import { historyPages, type PaymentHistory } from '@/api/history-pages'
import { paymentAt } from './history-test-data'

// A large history is read in a worker (none exists in jsdom: a fake one runs the worker's own code
// in this thread, its messages copied as postMessage copies them). The page gets the same pages as
// when it reads the answer itself, the rest only after the first rows are painted, and the same
// history when the worker fails.

/** Two thousand payments, one every 9 hours back from 20 November 2026, with a broken one; their
 * long descriptions make the answer large enough for the worker. */
function entries(): unknown[] {
  const newest = new Date(2026, 10, 20, 12).getTime()
  const list: unknown[] = Array.from({ length: 2_000 }, (_, index) =>
    paymentAt(new Date(newest - index * 9 * 3_600_000), {
      id: String(index),
      amount: index + 0.5,
      description: `Оплата услуги ${index} `.repeat(120),
    }),
  )
  list.splice(5, 0, { ...paymentAt(new Date(newest)), type: 'refund' })
  return list
}
const bytesOf = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).buffer as ArrayBuffer

async function readAll(pages: AsyncGenerator<PaymentHistory>) {
  const read: PaymentHistory[] = []
  for await (const page of pages) read.push(page)
  return read
}

/**
 * Runs the worker's own code (answerHistory) in this thread. Messages cross as postMessage sends
 * them: copied, or moved when transferred (the sender's buffer is then empty).
 */
function fakeWorker({ loads = true, breakOn }: { loads?: boolean; breakOn?: HistoryMessage['kind'] } = {}) {
  const events = new EventTarget()
  /** What the page sent: the answer by its size, or 'rest'. */
  const posted: (number | 'rest')[] = []
  /** Both sides' messages in the order they were sent. */
  const timeline: string[] = []
  let askedForRest = () => {}
  const restAsked = new Promise<void>((resolve) => (askedForRest = resolve))
  const deliver = (message: HistoryMessage, transfer: Transferable[] = []) => {
    if (message.kind === breakOn) throw new DOMException('could not be cloned', 'DataCloneError')
    timeline.push(message.kind)
    const data = structuredClone(message, { transfer })
    void Promise.resolve().then(() => events.dispatchEvent(new MessageEvent('message', { data })))
  }
  const worker = {
    posted,
    timeline,
    terminated: false,
    postMessage(request: HistoryRequest, options: StructuredSerializeOptions | Transferable[] = {}) {
      const transfer = Array.isArray(options) ? options : (options.transfer ?? [])
      posted.push(request === 'rest' ? request : request.byteLength)
      timeline.push(request === 'rest' ? 'rest' : 'answer')
      if (request === 'rest') askedForRest()
      else void answerHistory(structuredClone(request, { transfer }), restAsked, deliver)
    },
    addEventListener: events.addEventListener.bind(events),
    terminate: () => void (worker.terminated = true),
    /** Says it is ready, as a worker whose code has loaded. */
    load: () => deliver({ kind: 'ready' }),
    /** Fails as a worker that could not load or stopped; says whether the page handled the error. */
    fail() {
      const error = new Event('error', { cancelable: true })
      events.dispatchEvent(error)
      return error.defaultPrevented
    },
  }
  if (loads) worker.load()
  return worker
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('a large history read in a worker', () => {
  it('gives the page what reading it on the page gives: the first page, then the whole history', async () => {
    const answer = { data: entries() }
    expect(bytesOf(answer).byteLength).toBeGreaterThan(WORKER_FROM)
    const bytes = bytesOf(answer)
    const worker = fakeWorker()
    const size = bytes.byteLength
    const read = await readAll(readHistory(Promise.resolve(bytes), () => worker))
    expect(worker.posted).toEqual([size, 'rest'])
    expect(bytes.byteLength).toBe(0) // moved to the worker, not copied
    expect(read).toEqual(await readAll(historyPages(answer.data)))
    expect(read.map((page) => [page.complete, page.items.length, page.skipped])).toEqual([
      [false, 53, 1],
      [true, 2_000, 1],
    ])
    expect(read[1]?.times).toEqual(read[1]?.items.map((payment) => Date.parse(payment.createdAt)))
    expect(worker.terminated).toBe(true)
  })

  it('sends the rest only once the first rows are painted', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const frames: FrameRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame))
    const worker = fakeWorker()
    const pages = readHistory(Promise.resolve(bytesOf({ data: entries() })), () => worker)
    expect((await pages.next()).value).toMatchObject({ complete: false })
    const whole = pages.next()
    await vi.advanceTimersByTimeAsync(50)
    expect(worker.posted).not.toContain('rest')
    frames.splice(0).forEach((frame) => frame(0))
    frames.splice(0).forEach((frame) => frame(0))
    await vi.advanceTimersByTimeAsync(0)
    expect(worker.posted).toContain('rest')
    expect((await whole).value).toMatchObject({ complete: true, skipped: 1 })
    // The worker holds the rest until asked: its parts never compete with the first rows' render.
    expect(worker.timeline).toEqual(['ready', 'answer', 'first', 'rest', 'more', 'done'])
  })

  it('is read on the page when the worker cannot load, and the developer is told', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const answer = { data: entries() }
    const worker = fakeWorker({ loads: false })
    const pages = readHistory(Promise.resolve(bytesOf(answer)), () => worker)
    const first = pages.next()
    expect(worker.fail()).toBe(true)
    const read = [(await first).value, ...(await readAll(pages))]
    expect(read).toEqual(await readAll(historyPages(answer.data)))
    expect(worker.posted).toEqual([])
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/worker failed/))
  })

  it('is read on the page when the worker fails while reading it, from the bytes it hands back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const answer = { data: entries() }
    const worker = fakeWorker({ breakOn: 'first' })
    const read = await readAll(readHistory(Promise.resolve(bytesOf(answer)), () => worker))
    expect(read).toEqual(await readAll(historyPages(answer.data)))
    expect(worker.timeline).toEqual(['ready', 'answer', 'failed'])
  })

  it('fails as a read that can be retried when the worker stops holding the answer', async () => {
    const worker = fakeWorker()
    const pages = readHistory(Promise.resolve(bytesOf({ data: entries() })), () => worker)
    expect((await pages.next()).value).toMatchObject({ complete: false })
    expect(worker.fail()).toBe(true)
    await expect(pages.next()).rejects.toThrow(/worker stopped/)
    expect(worker.terminated).toBe(true)
  })

  it('reports an answer that is not the list as the usual malformed answer', async () => {
    const notAList = bytesOf({ items: entries() })
    await expect(readAll(readHistory(Promise.resolve(notAList), () => fakeWorker()))).rejects.toThrow(MALFORMED_ERROR)
    const notJson = new TextEncoder().encode(`<html>${' '.repeat(WORKER_FROM)}`).buffer as ArrayBuffer
    await expect(readAll(readHistory(Promise.resolve(notJson), () => fakeWorker()))).rejects.toThrow()
  })

  it('leaves a short history to the page, and stops the worker started with the request', async () => {
    const worker = fakeWorker()
    const read = await readAll(readHistory(Promise.resolve(bytesOf({ data: entries().slice(0, 20) })), () => worker))
    expect(read.map((page) => [page.complete, page.items.length])).toEqual([[true, 19]])
    expect(worker.posted).toEqual([])
    await vi.waitFor(() => expect(worker.terminated).toBe(true))
  })

  it('stops a worker that is still loading its code only once it has loaded', async () => {
    const worker = fakeWorker({ loads: false })
    const read = await readAll(readHistory(Promise.resolve(bytesOf({ data: entries().slice(0, 20) })), () => worker))
    expect(read).toHaveLength(1)
    await Promise.resolve()
    expect(worker.terminated).toBe(false)
    worker.load()
    await vi.waitFor(() => expect(worker.terminated).toBe(true))
  })
})
