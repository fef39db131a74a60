import { useSyncExternalStore } from 'react'
import { plural } from '@/ui/format'
import { getScenario } from '../../scenarios'
import { scenarioRules } from '../rules/presets'
import { getRules, subscribeRules } from '../rules/rules'

/** The stored rules, re-rendering on every change. */
export function useRules() {
  return useSyncExternalStore(subscribeRules, getRules)
}

/** What the collapsed button says: the scenario and how many rules change the answers. */
export function toggleLabel(scenario: string, ruleCount: number) {
  if (!ruleCount) return `Мок: ${scenario}`
  return `Мок: ${scenario} · ${ruleCount} ${plural(ruleCount, ['правило', 'правила', 'правил'])}`
}

export function useToggleLabel() {
  const rules = useRules()
  const scenario = getScenario()
  return toggleLabel(scenario, rules.length + scenarioRules(scenario).length)
}
