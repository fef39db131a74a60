import * as v from 'valibot'
import { readStored, writeStored } from '../../storage'
import type { CallId } from '../core/calls'
import { StoredRuleSchema, type FaultOutcome, type FaultRule } from './rule-schema'

// The failures of the moment of a customer's report support is looking at (import/stepping.ts), kept
// apart from support's own rules. While a moment is open they stand in for the rules the report's
// import added ('har'), which replay the end of the story, not this moment of it. Stored, so a
// reload stays on the moment.

const STORAGE_KEY = 'studio:moment-rules'
const StoredSchema = v.array(StoredRuleSchema)
/** Undefined when no moment is open; a moment without failures has none. */
let rules: readonly FaultRule[] | undefined | null = null

export function getMomentRules(): readonly FaultRule[] | undefined {
  if (rules === null) {
    const stored = v.safeParse(StoredSchema, readStored<unknown>(STORAGE_KEY))
    rules = stored.success ? stored.output : undefined
  }
  return rules
}

/** Each call failing at the moment answers as it did then, every time; undefined when none is open. */
export function setMomentFailures(failing: readonly (readonly [CallId, FaultOutcome])[] | undefined): void {
  rules = failing?.map(([call, outcome]) => ({
    id: `moment:${call}`,
    call,
    outcome,
    scope: { kind: 'every' },
    origin: 'moment',
  }))
  writeStored(STORAGE_KEY, rules && [...rules])
}

/** The rules that answer now, after the scenario's: support's own, and those of the moment open. */
export function rulesWithMoment(own: readonly FaultRule[]): readonly FaultRule[] {
  const moment = getMomentRules()
  return moment ? [...own.filter((rule) => rule.origin !== 'har'), ...moment] : own
}
