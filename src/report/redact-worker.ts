import type { HarEntry } from './har-types'
import { redactEntry } from './redact-entry'

// The journal's worker: redacts large calls away from the main thread (see redact-off-thread.ts).

export type RedactRequest = { id: number; entry: HarEntry; salt: string }
/** Without `entry` the redaction failed here; the page then does it itself. */
export type RedactAnswer = { id: number; entry?: HarEntry }

self.addEventListener('message', (event: MessageEvent<RedactRequest>) => {
  const { id, entry, salt } = event.data
  let answer: RedactAnswer
  try {
    answer = { id, entry: redactEntry(entry, salt) }
  } catch {
    answer = { id }
  }
  self.postMessage(answer)
})
