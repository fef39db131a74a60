import { useSyncExternalStore } from 'react'
import { plural } from '@/ui/format'
import { getScenario, SCENARIO_TITLES, subscribeScenario, type Scenario } from '../../../scenarios'
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

/** The tab's scenario, re-rendering when support switches it. */
export function useScenario(): Scenario {
  return useSyncExternalStore(subscribeScenario, getScenario)
}

/** What the collapsed button says: the scenario, how many rules change the answers, how many calls wait. */
export function toggleLabel(scenario: Scenario, ruleCount: number, waiting = 0) {
  const rules = ruleCount ? ` · ${ruleCount} ${plural(ruleCount, ['правило', 'правила', 'правил'])}` : ''
  return `Мок: ${SCENARIO_TITLES[scenario]}${rules}${waiting ? ` · ждут ответа: ${waiting}` : ''}`
}

export function useToggleLabel() {
  const rules = useRules()
  const waiting = usePaused().length
  const scenario = useScenario()
  const switchedOn = rules.filter((rule) => !rule.off).length
  return toggleLabel(scenario, switchedOn + scenarioRules(scenario).length, waiting)
}
