import type { HarEntry } from './har-types'
import { toHarEntry, type RecordedCall } from './har-entry'
import { randomSalt } from './placeholder'
import { redactHar } from './redact'
import { offThreadRedactor, startRedactWorker, type StartWorker } from './redact-off-thread'
import type { AppEvent, Recorded } from './recorder'
import { clearStoredJournal, readStoredJournal, storeJournal } from './journal-storage'

// What "Сообщить о проблеме" puts in the file: the last calls of both API clients and what the
// customer saw meanwhile. Everything is redacted as it is added, so the journal never holds a token,
// a password, a code or a cookie, and it is bounded: calls, each body and the whole.

export const CALL_LIMIT = 100
export const EVENT_LIMIT = 200
/** Events (toasts, errors with stacks) also fit in this many characters together, so the reload copy fits. */
export const EVENTS_SIZE_LIMIT = 128 * 1024
/** One toast, error or stack is cut here: a single event never pushes all the others out. */
export const EVENT_TEXT_LIMIT = 4096
export { BODY_LIMIT } from './redact-entry'
export const JOURNAL_LIMIT = 5 * 1024 * 1024

export type JournalEvent = AppEvent & { time: number }
export type Journal = { salt: string; calls: HarEntry[]; events: JournalEvent[] }

type Sized<T> = { item: T; size: number }
const stored = readStoredJournal()
const salt = stored?.salt ?? randomSalt()
let calls: Sized<HarEntry>[] = (stored?.calls ?? []).map(sized)
let events: Sized<JournalEvent>[] = (stored?.events ?? []).map(sized)
let total = calls.reduce((sum, call) => sum + call.size, 0)
// A call that started before a sign-out may finish after it; it belongs to the cleared journal.
let clearedAt = 0
let redactor = offThreadRedactor(startRedactWorker)
// Calls whose redaction is still in flight (in the worker) hold back the ones recorded after them,
// so the journal keeps the order in which calls arrived. `cleared` tells them a sign-out came.
let inFlight = Promise.resolve()
let waiting = 0
let cleared = 0

function sized<T>(item: T): Sized<T> {
  return { item, size: JSON.stringify(item).length }
}

function redacted<T>(value: T): T {
  return redactHar(value, salt).value as T
}

function keep(safe: HarEntry | undefined) {
  if (!safe) return
  const entry = sized(safe)
  calls.push(entry)
  total += entry.size
  while (calls.length > CALL_LIMIT || (total > JOURNAL_LIMIT && calls.length > 1)) {
    total -= calls.shift()?.size ?? 0
  }
}

function addCall(call: RecordedCall) {
  if (call.startedAt < clearedAt) return
  const safe = redactor.redact(toHarEntry(call), salt, call.responseBytes)
  if (!(safe instanceof Promise) && waiting === 0) return keep(safe)
  const clearing = cleared
  waiting += 1
  inFlight = inFlight
    .then(() => safe)
    .then((entry) => {
      if (clearing === cleared) keep(entry)
    })
    .catch(() => undefined) // one call that cannot be kept must not hold back the ones after it
    .finally(() => (waiting -= 1))
}

export function addToJournal(recorded: Recorded) {
  if ('call' in recorded) addCall(recorded.call)
  else if (recorded.event.time >= clearedAt) keepEvent(redacted(recorded.event))
}

/** The newest events within both limits, the oldest out first. */
function keepEvent(event: JournalEvent) {
  const cut = Object.fromEntries(
    Object.entries(event).map(([key, value]) => [
      key,
      typeof value === 'string' && value.length > EVENT_TEXT_LIMIT ? `${value.slice(0, EVENT_TEXT_LIMIT)}…` : value,
    ]),
  ) as JournalEvent
  const kept = [...events, sized(cut)].slice(-EVENT_LIMIT)
  let size = kept.reduce((sum, one) => sum + one.size, 0)
  while (size > EVENTS_SIZE_LIMIT && kept.length > 0) size -= kept.shift()?.size ?? 0
  events = kept
}

/** What is in the journal now; calls still being redacted are not in it yet. */
export function readJournal(): Journal {
  return { salt, calls: calls.map((call) => call.item), events: events.map((event) => event.item) }
}

/** Far longer than a redaction takes (50 000 payments: about 3 s at 4x CPU). */
export const SETTLE_LIMIT_MS = 15_000

async function settled() {
  while (waiting > 0) await inFlight
}

/**
 * The journal once every call recorded so far is redacted: what the report file is made of.
 * A worker that has not answered in SETTLE_LIMIT_MS is replaced by the page, so that the
 * customer still gets the file, with every call.
 */
export async function settledJournal(): Promise<Journal> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), SETTLE_LIMIT_MS)))
  if ((await Promise.race([settled(), late])) === 'late') redactor.stop()
  clearTimeout(timer)
  await settled()
  return readJournal()
}

/** Tests start their own (fake) worker here; the next large call uses it. */
export function setRedactWorker(start: StartWorker) {
  redactor = offThreadRedactor(start)
}

export function clearJournal() {
  calls = []
  events = []
  total = 0
  clearedAt = Date.now()
  cleared += 1
  clearStoredJournal()
}

// When the page last began to leave (beforeunload). What it started after that is not the customer's
// story: its answers were never shown, and in the mock build they bypass the mock (msw lets a leaving
// page's calls through to the static server, whose 404s would read as backend failures).
let leavingSince = Infinity

/**
 * Kept for a reload in the same tab (the tab's sessionStorage only): the newest calls that fit,
 * without what was started once the page began to leave.
 * Calls still in the worker when the page goes are lost: pagehide cannot wait for them.
 */
export function persistJournal() {
  const { salt, calls: all, events: allEvents } = readJournal()
  const calls = all.filter((call) => Date.parse(call.startedDateTime) < leavingSince)
  const events = allEvents.filter((event) => event.time < leavingSince)
  storeJournal({ salt, calls, events })
}

// A navigation that was called off leaves the mark behind; the next departure moves it forward.
window.addEventListener('beforeunload', () => (leavingSince = Date.now()))
// A reload in the same tab finds the journal again (pagehide fires before the page goes).
window.addEventListener('pagehide', persistJournal)
