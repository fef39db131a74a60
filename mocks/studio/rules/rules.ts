import * as v from 'valibot'
import { readStored, writeStored } from '../../storage'
import type { CallId } from '../core/calls'
import { changedCalls } from './rule-changes'
import { StoredRuleSchema, type FaultRule, type RuleSpec } from './rule-schema'

// Fault rules: what support makes one call answer instead of the normal handler. They live in the
// mock's storage (IndexedDB in the browser), so they survive reloads like the data does.

const STORAGE_KEY = 'studio:rules'
const listeners = new Set<() => void>()
const changeListeners = new Set<(calls: ReadonlySet<CallId>) => void>()
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
  const before = getRules()
  rules = next
  writeStored(STORAGE_KEY, next.length ? [...next] : undefined)
  listeners.forEach((listener) => listener())
  const calls = changedCalls(before, next)
  if (calls.size) changeListeners.forEach((listener) => listener(calls))
}

/** The rules as they travel (links, files, the HAR export): without the ids this store gives them. */
export function ruleSpecs(): RuleSpec[] {
  return getRules().map(({ id: _id, ...rule }) => rule)
}

export function addRules(added: RuleSpec[]): void {
  commit([...getRules(), ...added.map((rule) => ({ ...rule, id: crypto.randomUUID() }))])
}

export function removeRule(id: string): void {
  commit(getRules().filter((rule) => rule.id !== id))
}

/** Switches a rule off (kept, answers nothing) or on again. */
export function switchRule(id: string, on: boolean): void {
  commit(getRules().map((rule) => (rule.id !== id ? rule : on ? withoutOff(rule) : { ...rule, off: true })))
}

const withoutOff = ({ off: _off, ...rule }: FaultRule): FaultRule => rule

/** A copy right below the rule, switched off so that it changes nothing until edited and switched on. */
export function duplicateRule(id: string): void {
  const list = [...getRules()]
  const index = list.findIndex((rule) => rule.id === id)
  const rule = list[index]
  if (!rule) return
  list.splice(index + 1, 0, { ...rule, id: crypto.randomUUID(), off: true })
  commit(list)
}

/** The edited rule in its place; it counts its calls anew, as a new rule would. */
export function updateRule(id: string, spec: RuleSpec): void {
  commit(getRules().map((rule) => (rule.id === id ? { ...spec, id: crypto.randomUUID() } : rule)))
}

/**
 * Puts a rule at `index` of the list ("Выше", "Ниже", a drop), the others keeping their order: rules
 * are tried top to bottom. Past either end, or for a rule already gone, the list stays as it is
 * (false).
 */
export function placeRule(id: string, index: number): boolean {
  const list = [...getRules()]
  const from = list.findIndex((rule) => rule.id === id)
  const [rule] = from < 0 ? [] : list.splice(from, 1)
  if (!rule || index === from || index < 0 || index > list.length) return false
  list.splice(index, 0, rule)
  commit(list)
  return true
}

export function clearRules(): void {
  commit([])
}

/** Replaces every rule at once (a reproduction link, a preset). */
export function replaceRules(next: RuleSpec[]): void {
  commit(next.map((rule) => ({ ...rule, id: crypto.randomUUID() })))
}

/** After a change that can alter answers: the calls it concerns (mocks/browser.ts reads them again). */
export function subscribeRuleChanges(listener: (calls: ReadonlySet<CallId>) => void): () => void {
  changeListeners.add(listener)
  return () => void changeListeners.delete(listener)
}

export function subscribeRules(listener: () => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
