import { useSyncExternalStore } from 'react'
import { plural } from '@/ui/format'
import { getScenario } from '../../../scenarios'
import { scenarioRules } from '../../rules/presets'
import { getRules, subscribeRules } from '../../rules/rules'
import { getPaused, subscribePaused } from '../../rules/paused'

/** The stored rules, re-rendering on every change. */
export function useRules() {
  return useSyncExternalStore(subscribeRules, getRules)
}

/** The calls a "Спросить меня" rule holds, re-rendering as they come and go. */
export function usePaused() {
  return useSyncExternalStore(subscribePaused, getPaused)
}

/** What the collapsed button says: the scenario, how many rules change the answers, how many calls wait. */
export function toggleLabel(scenario: string, ruleCount: number, waiting = 0) {
  const rules = ruleCount ? ` · ${ruleCount} ${plural(ruleCount, ['правило', 'правила', 'правил'])}` : ''
  return `Мок: ${scenario}${rules}${waiting ? ` · ждут ответа: ${waiting}` : ''}`
}

export function useToggleLabel() {
  const rules = useRules()
  const waiting = usePaused().length
  const scenario = getScenario()
  const switchedOn = rules.filter((rule) => !rule.off).length
  return toggleLabel(scenario, switchedOn + scenarioRules(scenario).length, waiting)
}
