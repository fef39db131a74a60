import { lazyOnce } from '@/lib/lazy-once'
import type { RecordedCall } from './har-entry'

// The always-loaded half of "Сообщить о проблеме": it only tells the journal that something happened.
// The journal loads on the first record (its redactor and caps stay out of the first screen's code),
// and each item is read (headers, bodies, texts) only once it is there, in the same step that redacts
// it: no copy of a call or an event waits unredacted for the chunk.

export type AppEvent =
  | { type: 'route'; path: string }
  | { type: 'toast'; kind: string; text: string }
  | { type: 'error'; message: string; stack?: string }
  | { type: 'network'; online: boolean }

export type Recorded = { call: RecordedCall } | { event: AppEvent & { time: number } }

export const loadJournal = lazyOnce(() => import('./journal'))

// The first record (the first page's own calls) loads the journal once the browser is idle: its
// three chunks and its redacting must not compete with that page's first render. Without
// requestIdleCallback (Safari), at once. Records keep their order: each waits on the same promise.
const idleJournal = lazyOnce(() =>
  'requestIdleCallback' in globalThis
    ? new Promise<void>((idle) => requestIdleCallback(() => idle(), { timeout: 2000 })).then(loadJournal)
    : loadJournal(),
)

function record(read: () => Recorded | Promise<Recorded>) {
  idleJournal().then(
    async (module) => module.addToJournal(await read()),
    () => undefined, // the chunk failed to load (offline deploy gap): the report simply has less
  )
}

/** `read` makes the record once the journal is loaded; it may wait for the answer's body. */
export const recordCall = (read: () => Promise<RecordedCall>) => record(async () => ({ call: await read() }))

/** The time is taken now (or given, for an event kept from before); `read` makes the event once the
 * journal is loaded. */
export function recordEvent(read: () => AppEvent, time = Date.now()) {
  record(() => ({ event: { ...read(), time } }))
}
