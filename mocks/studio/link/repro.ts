import { appPath, appUrl } from '@/lib/base-path'
import { db, save, sessionByToken } from '../../db'
import { datasetOf, getScenario, setScenario } from '../../scenarios'
import { applyDiff, diffAgainstSeed } from '../data/data-diff'
import { replaceRules, ruleSpecs } from '../rules/rules'
import { appToken, switchAppSession } from '../core/app-bridge'
import { getStepping, restoreStepping } from '../import/stepping'
import { FRAGMENT_KEY } from './fragment'
import type { ReproSource } from './link-codec'
import type { ReproState } from './repro-schema'
import { notify } from '../core/notices'

/** Said when a link or file made with "Скрыть личные данные" off is opened. */
export const PERSONAL_NOTICE: Record<ReproSource, string> = {
  link: 'Ссылка содержит личные данные клиента: её создали с выключенным «Скрыть личные данные». Не пересылайте её дальше.',
  file: 'Файл содержит личные данные клиента: его создали с выключенным «Скрыть личные данные». Не пересылайте его дальше.',
}

// Taking a reproduction from the open page, and putting one in place before the app starts.

export function currentRepro(): ReproState {
  const url = new URL(window.location.href)
  url.searchParams.delete('scenario')
  const session = sessionByToken(appToken())
  const stepping = getStepping()
  return {
    v: 1,
    // The app's path, without the base: the link opens it under the base it is opened at.
    page: (appPath(url.pathname) ?? '/') + url.search,
    scenario: getScenario(),
    ...(session && { session: session.id }),
    rules: ruleSpecs(),
    data: diffAgainstSeed(db(), datasetOf(getScenario())),
    ...(stepping?.at !== undefined && { moment: stepping }),
  }
}

/** Replaces the scenario's data set and every rule, and signs in as the link's customer. */
export function applyRepro(state: ReproState, source: ReproSource = 'link') {
  setScenario(state.scenario, { remember: true })
  // db() hands out the data set's live object: replacing its fields keeps every reference valid.
  Object.assign(db(), applyDiff(datasetOf(state.scenario), state.data))
  save()
  // The rules a report's import added stay its own: a moment open sets them aside (moment-rules.ts).
  replaceRules(state.rules.map((rule) => ({ ...rule, origin: rule.origin === 'har' ? 'har' : 'link' })))
  restoreStepping(state.moment)
  const session = state.session ? db().sessions.find((candidate) => candidate.id === state.session) : undefined
  switchAppSession(session?.token)
  if (state.personal) notify(PERSONAL_NOTICE[source])
}

/** The address that opens this reproduction: the page, the scenario for older readers, the state. */
export function reproUrl(state: ReproState, encoded: string) {
  const url = appUrl(state.page)
  url.searchParams.set('scenario', state.scenario)
  url.hash = FRAGMENT_KEY + encoded
  return url.toString()
}
