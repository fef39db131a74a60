import { startWorker, type PageWorker } from '@/lib/start-worker'
import { MALFORMED_ERROR, UserFacingError } from './errors'
import { parseHistoryAnswer, type HistoryMessage, type HistoryRequest } from './history-messages'
import { historyPages, ON_THE_PAGE, type PaymentHistory } from './history-pages'
import type { Payment } from './payments'

// Parsing and checking a long payment history is the page's longest work, and the parse is one
// task the page cannot slice.
// A large answer is therefore read in a worker, which hands back the first page as soon as it has
// it and the rest in parts. A smaller one is read on the page, where its first rows come sooner
// than the worker's round trip brings them. Without a worker (none in jsdom, a blocked or failing
// one) the page reads it, as before.

/**
 * Answers from this size on go to the worker: about 25 000 payments. Below it the page's own read
 * shows the first rows sooner than the worker's round trip; above it the page's parse is a task it
 * cannot afford (docs/performance.md, "Large lists").
 */
export const WORKER_FROM = 4 * 1024 * 1024

export type HistoryWorker = PageWorker
/** Starts a worker, or says there is none; the seam the tests give a fake worker through. */
export type StartHistoryWorker = () => HistoryWorker | undefined

export const startHistoryWorker: StartHistoryWorker = () =>
  startWorker(() => new Worker(new URL('./history-worker.ts', import.meta.url), { type: 'module' }))

/**
 * The worker's messages as they come, its failure (could not load, threw) as one of them; `loaded`
 * settles with its first message, once its code has loaded or failed to.
 */
function messagesOf(worker: HistoryWorker) {
  const inbox: HistoryMessage[] = []
  let wake: (() => void) | undefined
  let hasLoaded = () => {}
  const loaded = new Promise<void>((resolve) => (hasLoaded = resolve))
  const deliver = (message: HistoryMessage) => {
    hasLoaded()
    inbox.push(message)
    wake?.()
  }
  const fail = (event: Event) => {
    event.preventDefault() // handled by reading on the page, not reported as the page's error
    deliver({ kind: 'failed', reason: (event as ErrorEvent).message || event.type })
  }
  worker.addEventListener('message', (event) => deliver((event as MessageEvent<HistoryMessage>).data))
  worker.addEventListener('error', fail)
  worker.addEventListener('messageerror', fail)
  const next = async () => {
    while (inbox.length === 0) await new Promise<void>((resume) => (wake = resume))
    return inbox.shift() as HistoryMessage
  }
  return { next, loaded }
}

type Next = () => Promise<HistoryMessage>

/** The customer sees the same history, read on the page; for developers it is a fault to fix. */
function pageReads(message: HistoryMessage, bytes: ArrayBuffer) {
  const reason = message.kind === 'failed' ? message.reason : `'${message.kind}' before 'ready'`
  console.error(`The payment history's worker failed (${reason}); the page reads the answer.`)
  return bytes
}

/**
 * The pages as the worker reads them. Returns the bytes when the page must read them itself: the
 * worker did not start, or failed and handed them back.
 */
async function* workerPages(
  worker: HistoryWorker,
  next: Next,
  bytes: ArrayBuffer,
): AsyncGenerator<PaymentHistory, ArrayBuffer | undefined> {
  const started = await next()
  if (started.kind !== 'ready') return pageReads(started, bytes) // could not load: the bytes are still here
  const send = (request: HistoryRequest, transfer: Transferable[] = []) => worker.postMessage(request, { transfer })
  send(bytes, [bytes])
  const items: Payment[] = []
  const times: number[] = []
  const add = (part: { items: Payment[]; times: number[] }) => {
    for (const item of part.items) items.push(item)
    for (const time of part.times) times.push(time)
  }
  for (;;) {
    const message = await next()
    switch (message.kind) {
      case 'first':
        add(message)
        yield { items: message.items, times: message.times, skipped: message.skipped, complete: false }
        await ON_THE_PAGE.afterFirstPage()
        send('rest')
        break
      case 'more':
        add(message)
        break
      case 'done':
        yield { items, times, skipped: message.skipped, complete: true }
        return undefined
      case 'malformed':
        throw new UserFacingError(MALFORMED_ERROR)
      case 'failed':
        if (!message.bytes) throw new Error(`The payment history's worker stopped: ${message.reason}`)
        return pageReads(message, message.bytes)
      case 'ready':
        break
    }
  }
}

/**
 * Reads the answer: a large one in a worker when one starts, on the page otherwise. The worker
 * starts with the request, so that its code loads while the answer is on its way.
 */
export async function* readHistory(
  answer: Promise<ArrayBuffer>,
  start: StartHistoryWorker = startHistoryWorker,
): AsyncGenerator<PaymentHistory> {
  const worker = start()
  const messages = worker && messagesOf(worker) // listening from the start: 'ready' may come first
  try {
    let bytes: ArrayBuffer | undefined = await answer
    if (worker && messages && bytes.byteLength >= WORKER_FROM) bytes = yield* workerPages(worker, messages.next, bytes)
    if (bytes) yield* historyPages(parseHistoryAnswer(bytes))
  } finally {
    // Not while its code is still loading (a short answer read on the page comes first): stopped
    // then, its script's request stayed open for good in Chromium, through the mock's worker too.
    void messages?.loaded.then(() => worker?.terminate())
  }
}
