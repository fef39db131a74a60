import * as v from 'valibot'
import type { Device } from '@/api/devices'
import { storageKey } from '@/lib/base-path'

// The sessions this browser has seen for each account, kept in localStorage and never sent anywhere.
// The first time an account is seen here, all its sessions count as known (nothing is new to someone
// who has never looked); later, a session missing from the record is new until the customer says
// "Это я" or ends it. Ended sessions leave the record, so it never outgrows the account's list.

/** Keyed by the base path: each preview on a shared origin keeps its own record. */
const STORAGE_KEY = storageKey('seen_sessions')
/** Accounts remembered per browser; the least recently seen one is dropped past it. */
const ACCOUNT_LIMIT = 10

const RecordSchema = v.record(v.string(), v.array(v.string()))
export type SeenRecord = v.InferOutput<typeof RecordSchema>

const listeners = new Set<() => void>()
let cachedText: string | null | undefined
let cachedRecord: SeenRecord = {}

/** A broken or foreign value reads as "nothing seen yet": no session is then marked new. */
function readRecord(): SeenRecord {
  let text: string | null = null
  try {
    text = localStorage.getItem(STORAGE_KEY)
  } catch {
    text = null
  }
  if (text === cachedText) return cachedRecord
  cachedText = text
  let parsed: unknown = null
  try {
    parsed = text ? JSON.parse(text) : null
  } catch {
    parsed = null
  }
  const result = v.safeParse(RecordSchema, parsed)
  cachedRecord = result.success ? result.output : {}
  return cachedRecord
}

function writeAccount(accountId: string, known: string[]) {
  const { [accountId]: _previous, ...others } = readRecord()
  const kept = Object.entries(others).slice(-(ACCOUNT_LIMIT - 1))
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries([...kept, [accountId, known]])))
  } catch {
    // Storage full or blocked: the marks last for this page only.
  }
  listeners.forEach((listener) => listener())
}

/** The ids of the sessions this browser has not seen (`known`); none for an account seen the first time. */
export function newSessionIds(known: string[] | undefined, devices: Device[]): Set<string> {
  if (!known) return new Set()
  const seen = new Set(known)
  return new Set(devices.filter((device) => !device.isCurrent && !seen.has(device.id)).map((device) => device.id))
}

/**
 * Brings the record in step with the list the server gave: an account seen the first time knows all
 * its sessions; otherwise this browser's own session is known and ended ones are forgotten.
 */
export function rememberSessions(accountId: string, devices: Device[]) {
  const known = readRecord()[accountId]
  const ids = new Set(devices.map((device) => device.id))
  const next = known
    ? [...new Set([...known.filter((id) => ids.has(id)), ...devices.filter((d) => d.isCurrent).map((d) => d.id)])]
    : [...ids]
  if (known && next.length === known.length && next.every((id, index) => id === known[index])) return
  writeAccount(accountId, next)
}

/** "Это я": the session is known from now on. */
export function acknowledgeSession(accountId: string, sessionId: string) {
  const known = readRecord()[accountId] ?? []
  if (!known.includes(sessionId)) writeAccount(accountId, [...known, sessionId])
}

export function subscribeSeen(listener: () => void) {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** The record, the same object until it changes (for useSyncExternalStore). */
export const seenSnapshot = () => readRecord()
