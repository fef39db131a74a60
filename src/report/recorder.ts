import type { RecordedCall } from './har-entry'
import type * as JournalModule from './journal'

// The always-loaded half of "Сообщить о проблеме": it only hands what happened to the journal, which
// loads on the first record (its redactor and caps stay out of the first screen's code). Until then
// the few items wait here, unredacted, for the one tick the chunk takes to arrive; nothing here is
// stored or shown.

export type AppEvent =
  | { type: 'route'; path: string }
  | { type: 'toast'; kind: string; text: string }
  | { type: 'error'; message: string; stack?: string }
  | { type: 'network'; online: boolean }

export type Recorded = { call: RecordedCall } | { event: AppEvent & { time: number } }

let journal: Promise<typeof JournalModule> | undefined

export function loadJournal(): Promise<typeof JournalModule> {
  journal ??= import('./journal')
  return journal
}

function record(item: Recorded) {
  loadJournal().then(
    (module) => module.addToJournal(item),
    () => undefined, // the chunk failed to load (offline deploy gap): the report simply has less
  )
}

export const recordCall = (call: RecordedCall) => record({ call })
export const recordEvent = (event: AppEvent) => record({ event: { ...event, time: Date.now() } })
