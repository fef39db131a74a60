import type { HarEntry } from './har-types'
import { redactHar } from './redact'

// One recorded call made safe to keep: the same steps on the main thread and in the worker
// (redact-worker.ts), so where it runs never changes what the report holds.

export const BODY_LIMIT = 256 * 1024

/** A body over the cap keeps its start and says how much was cut (sizes in characters). */
export function capBody(body: string | undefined): string | undefined {
  if (body === undefined || body.length <= BODY_LIMIT) return body
  const kib = (length: number) => Math.ceil(length / 1024)
  return `${body.slice(0, BODY_LIMIT)}\n…[обрезано: показано ${kib(BODY_LIMIT)} КБ из ${kib(body.length)} КБ]`
}

/** Whether a recorded body is one capBody() cut: not what the server sent, so nothing to replay. */
export const isCutBody = (body: string) => /\n…\[обрезано: показано \d+ КБ из \d+ КБ\]$/.test(body)

/** The entry with the response body it was recorded without, decoded from its bytes (`readBody`). */
export function withResponseBody(entry: HarEntry, bytes: ArrayBuffer | undefined): HarEntry {
  if (!bytes) return entry
  const text = new TextDecoder().decode(bytes)
  const content = { ...entry.response.content, size: text.length, text }
  return { ...entry, response: { ...entry.response, content, bodySize: text.length } }
}

/** Redacted whole, then cut: a cut JSON body could hide a secret's key from the redactor. */
export function redactEntry(entry: HarEntry, salt: string): HarEntry {
  const safe = redactHar(entry, salt).value as HarEntry
  safe.response.content.text = capBody(safe.response.content.text)
  if (safe.request.postData) safe.request.postData.text = capBody(safe.request.postData.text) ?? ''
  return safe
}
