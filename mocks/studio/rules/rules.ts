import * as v from 'valibot'
import { readStored, writeStored } from '../../storage'
import { StoredRuleSchema, type FaultRule, type RuleSpec } from './rule-schema'

// Fault rules: what support makes one call answer instead of the normal handler. They live in the
// mock's storage (IndexedDB in the browser), so they survive reloads like the data does.

const STORAGE_KEY = 'studio:rules'
const listeners = new Set<() => void>()
let rules: readonly FaultRule[] | undefined

export function getRules(): readonly FaultRule[] {
  // Stored by an older version or edited by hand: rules that no longer fit the model are dropped.
  if (!rules) {
    const stored = readStored<unknown>(STORAGE_KEY)
    rules = Array.isArray(stored) ? stored.filter((rule) => v.is(StoredRuleSchema, rule)) : []
  }
  return rules
}

function commit(next: readonly FaultRule[]) {
  rules = next
  writeStored(STORAGE_KEY, next.length ? [...next] : undefined)
  listeners.forEach((listener) => listener())
}

export function addRules(added: RuleSpec[]): void {
  commit([...getRules(), ...added.map((rule) => ({ ...rule, id: crypto.randomUUID() }))])
}

export function removeRule(id: string): void {
  commit(getRules().filter((rule) => rule.id !== id))
}

export function clearRules(): void {
  commit([])
}

/** Replaces every rule at once (a reproduction link, a preset). */
export function replaceRules(next: RuleSpec[]): void {
  commit(next.map((rule) => ({ ...rule, id: crypto.randomUUID() })))
}

export function subscribeRules(listener: () => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
