import type { HarEntry } from './har-types'
import { toHarEntry, type RecordedCall } from './har-entry'
import { randomSalt } from './placeholder'
import { redactHar } from './redact'
import type { AppEvent, Recorded } from './recorder'
import { clearStoredJournal, readStoredJournal, storeJournal } from './journal-storage'

// What "Сообщить о проблеме" puts in the file: the last calls of both API clients and what the
// customer saw meanwhile. Everything is redacted as it is added, so the journal never holds a token,
// a password, a code or a cookie, and it is bounded: calls, each body and the whole.

export const CALL_LIMIT = 100
export const EVENT_LIMIT = 200
export const BODY_LIMIT = 256 * 1024
export const JOURNAL_LIMIT = 5 * 1024 * 1024

export type JournalEvent = AppEvent & { time: number }
export type Journal = { salt: string; calls: HarEntry[]; events: JournalEvent[] }

type Sized<T> = { item: T; size: number }
const stored = readStoredJournal()
const salt = stored?.salt ?? randomSalt()
let calls: Sized<HarEntry>[] = (stored?.calls ?? []).map(sized)
let events: JournalEvent[] = stored?.events ?? []
let total = calls.reduce((sum, call) => sum + call.size, 0)
// A call that started before a sign-out may finish after it; it belongs to the cleared journal.
let clearedAt = 0

function sized<T>(item: T): Sized<T> {
  return { item, size: JSON.stringify(item).length }
}

/** A body over the cap keeps its start and says how much was cut (sizes in characters). */
export function capBody(body: string | undefined): string | undefined {
  if (body === undefined || body.length <= BODY_LIMIT) return body
  const kib = (length: number) => Math.ceil(length / 1024)
  return `${body.slice(0, BODY_LIMIT)}\n…[обрезано: показано ${kib(BODY_LIMIT)} КБ из ${kib(body.length)} КБ]`
}

function redacted<T>(value: T): T {
  return redactHar(value, salt).value as T
}

function addCall(call: RecordedCall) {
  if (call.startedAt < clearedAt) return
  // Redacted whole, then cut: a cut JSON body could hide a secret's key from the redactor.
  const safe = redacted(toHarEntry(call))
  safe.response.content.text = capBody(safe.response.content.text)
  if (safe.request.postData) safe.request.postData.text = capBody(safe.request.postData.text) ?? ''
  const entry = sized(safe)
  calls.push(entry)
  total += entry.size
  while (calls.length > CALL_LIMIT || (total > JOURNAL_LIMIT && calls.length > 1)) {
    total -= calls.shift()?.size ?? 0
  }
}

export function addToJournal(recorded: Recorded) {
  if ('call' in recorded) addCall(recorded.call)
  else if (recorded.event.time >= clearedAt) events = [...events, redacted(recorded.event)].slice(-EVENT_LIMIT)
}

export function readJournal(): Journal {
  return { salt, calls: calls.map((call) => call.item), events }
}

export function clearJournal() {
  calls = []
  events = []
  total = 0
  clearedAt = Date.now()
  clearStoredJournal()
}

/** Kept for a reload in the same tab (the tab's sessionStorage only): the newest calls that fit. */
export function persistJournal() {
  storeJournal(readJournal())
}

// A reload in the same tab finds the journal again (pagehide fires before the page goes).
window.addEventListener('pagehide', persistJournal)
