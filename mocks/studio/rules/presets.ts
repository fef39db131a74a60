import type { Scenario } from '../../scenarios'
import type { FaultRule, RuleSpec } from './rule-schema'

/** A rule for this id applies to every call the mock knows. */
export const EVERY_CALL = '*'

// The behaviour-only scenarios are presets of fault rules: `?scenario=slow` keeps working, and the
// panel can add the same rules on top of any data set.
export type PresetName = 'server-errors' | 'slow' | 'offline'

export const PRESETS: Record<PresetName, RuleSpec[]> = {
  'server-errors': [
    {
      call: EVERY_CALL,
      outcome: { kind: 'status', status: 500, message: 'Внутренняя ошибка сервера' },
      scope: { kind: 'every' },
      origin: 'preset',
    },
  ],
  slow: [{ call: EVERY_CALL, outcome: { kind: 'latency', ms: 2_000 }, scope: { kind: 'every' }, origin: 'preset' }],
  offline: [{ call: EVERY_CALL, outcome: { kind: 'network' }, scope: { kind: 'every' }, origin: 'preset' }],
}

export const isPreset = (scenario: string): scenario is PresetName => scenario in PRESETS

/** The rules a scenario brings: fixed ids, so their call counts survive re-reading. */
export function scenarioRules(scenario: Scenario): FaultRule[] {
  if (!isPreset(scenario)) return []
  return PRESETS[scenario].map((rule, index) => ({ ...rule, id: `scenario:${scenario}:${index}` }))
}
