import type { HarEntry } from './har-types'
import { redactEntry, withResponseBody } from './redact-entry'

// The journal's worker: redacts large calls away from the main thread (see redact-off-thread.ts).

/** `bytes`: the response body, when the entry was recorded without it (see withResponseBody). */
export type RedactRequest = { id: number; entry: HarEntry; salt: string; bytes?: ArrayBuffer }
/** Without `entry` the redaction failed here; the page then does it itself. */
export type RedactAnswer = { id: number; entry?: HarEntry }

self.addEventListener('message', (event: MessageEvent<RedactRequest>) => {
  const { id, entry, salt, bytes } = event.data
  let answer: RedactAnswer
  try {
    answer = { id, entry: redactEntry(withResponseBody(entry, bytes), salt) }
  } catch {
    answer = { id }
  }
  self.postMessage(answer)
})
