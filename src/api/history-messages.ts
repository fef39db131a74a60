import * as v from 'valibot'
import { MALFORMED_ERROR, UserFacingError } from './errors'
import { HistoryAnswerSchema, historyPages, type Pace } from './history-pages'
import type { Payment } from './payments'

// What the page and the history's worker (./history-worker) tell each other about one answer.
// The worker says it is ready; the page then hands it the answer's bytes (transferred: copying
// megabytes would hold the page). The worker sends the first page when there is one, and the
// rest of the list in parts, then the end, once the page asks for the rest ('rest': after the
// first rows are painted, so that the rest's arrival does not hold their render back); or it
// says that the answer is malformed. The list crosses in parts because the page copies what it
// receives in the task that receives it: 50 000 payments at once held the page as long as reading
// them on it did.

export type HistoryRequest = ArrayBuffer | 'rest'

export type HistoryMessage =
  /** The worker has started, so the bytes handed to it will be read. */
  | { kind: 'ready' }
  /** The newest months, whole (see historyPages): the history's first entries. */
  | { kind: 'first'; items: Payment[]; times: number[]; skipped: number }
  /** The entries that come next in the whole history. */
  | { kind: 'more'; items: Payment[]; times: number[] }
  /** Every entry is checked; `skipped` is final. */
  | { kind: 'done'; skipped: number }
  /** Not JSON, or not `{ data: [...] }`. */
  | { kind: 'malformed' }
  /**
   * The worker failed (a fault of ours, not the answer's): the page reads the answer itself, from
   * the `bytes` handed back; without them (the worker is gone) the read fails.
   */
  | { kind: 'failed'; reason: string; bytes?: ArrayBuffer }

/**
 * The answer's entries, from its bytes. Not JSON: a SyntaxError; not `{ data: [...] }`: the same
 * user-facing error. Both read as MALFORMED_ERROR, as ky's schema check did.
 */
export function parseHistoryAnswer(bytes: ArrayBuffer): unknown[] {
  const answer = v.safeParse(HistoryAnswerSchema, JSON.parse(new TextDecoder().decode(bytes)))
  if (!answer.success) throw new UserFacingError(MALFORMED_ERROR)
  return answer.output.data
}

/** In a worker, which has its thread to itself. */
const AT_ONCE: Pace = {
  run: (count, step) => {
    for (let index = 0; index < count; index += 1) step(index)
  },
  afterFirstPage: () => {},
}

/** Entries per 'more' message: small enough for the page to receive well within a frame. */
export const PART = 2_500

export async function* historyMessages(bytes: ArrayBuffer): AsyncGenerator<HistoryMessage> {
  let entries: unknown[]
  try {
    entries = parseHistoryAnswer(bytes)
  } catch {
    yield { kind: 'malformed' }
    return
  }
  let sent = 0
  for await (const page of historyPages(entries, AT_ONCE)) {
    if (!page.complete) {
      yield { kind: 'first', items: page.items, times: page.times, skipped: page.skipped }
      sent = page.items.length
      continue
    }
    for (let at = sent; at < page.items.length; at += PART)
      yield { kind: 'more', items: page.items.slice(at, at + PART), times: page.times.slice(at, at + PART) }
    yield { kind: 'done', skipped: page.skipped }
  }
}

/**
 * The worker's side of one answer: reads `bytes` and posts its messages, the rest held until
 * `restAsked` once a first page is out. Read meanwhile, so the rest is ready when it is asked for.
 */
export async function answerHistory(
  bytes: ArrayBuffer,
  restAsked: Promise<void>,
  post: (message: HistoryMessage, transfer?: Transferable[]) => void,
): Promise<void> {
  try {
    let sentFirst = false
    for await (const message of historyMessages(bytes)) {
      if (sentFirst && message.kind !== 'first') await restAsked
      sentFirst ||= message.kind === 'first'
      post(message)
    }
  } catch (error) {
    post({ kind: 'failed', reason: String(error), bytes }, [bytes])
  }
}
