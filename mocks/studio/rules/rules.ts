import { readStored, writeStored } from '../../storage'
import type { CallId } from '../calls'

// Fault rules: what support makes one call answer instead of the normal handler. They live in the
// mock's storage (IndexedDB in the browser), so they survive reloads like the data does.

export type FaultStatus = 400 | 401 | 403 | 404 | 409 | 429 | 500 | 502 | 503
export type MalformedVariant = 'truncated-json' | 'html' | 'wrong-types'
export type FaultOutcome =
  | { kind: 'status'; status: FaultStatus; message: string; errors?: Record<string, string[]>; retryAfter?: number }
  | { kind: 'network' }
  | { kind: 'hang' }
  | { kind: 'malformed'; variant: MalformedVariant }
  | { kind: 'latency'; ms: number }
  /** A HAR answer replayed as is. */
  | { kind: 'recorded'; status: number; contentType: string; body: string }
export type FaultScope = { kind: 'every' } | { kind: 'nth'; n: number } | { kind: 'first'; n: number }
export type FaultRule = {
  id: string
  call: CallId
  outcome: FaultOutcome
  scope: FaultScope
  origin: 'manual' | 'preset' | 'har' | 'link'
}

const STORAGE_KEY = 'studio:rules'
const listeners = new Set<() => void>()
let rules: readonly FaultRule[] | undefined

export function getRules(): readonly FaultRule[] {
  rules ??= readStored<FaultRule[]>(STORAGE_KEY) ?? []
  return rules
}

function commit(next: readonly FaultRule[]) {
  rules = next
  writeStored(STORAGE_KEY, next.length ? [...next] : undefined)
  listeners.forEach((listener) => listener())
}

export function addRules(added: Omit<FaultRule, 'id'>[]): void {
  commit([...getRules(), ...added.map((rule) => ({ ...rule, id: crypto.randomUUID() }))])
}

export function removeRule(id: string): void {
  commit(getRules().filter((rule) => rule.id !== id))
}

export function clearRules(): void {
  commit([])
}

/** Replaces every rule at once (a reproduction link, a preset). */
export function replaceRules(next: Omit<FaultRule, 'id'>[]): void {
  commit(next.map((rule) => ({ ...rule, id: crypto.randomUUID() })))
}

export function subscribeRules(listener: () => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
