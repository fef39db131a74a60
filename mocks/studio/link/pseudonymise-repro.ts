import { createPseudonymiser, pseudonymiseRules } from '../privacy/pseudonymise'
import type { ReproState } from './repro-schema'

/** A link's state without personal data: the data set first, then the rules' answers. */
export function pseudonymiseRepro(state: ReproState): ReproState {
  const mask = createPseudonymiser()
  const data = mask.walk(state.data)
  const rules = pseudonymiseRules(mask, state.rules)
  const page = mask.url(state.page)
  // Once every value is known: the data's free texts (a name in a payment's description), and the
  // rules' texts again for a value only the page's address named.
  return { ...state, page, data: mask.strings(data), rules: mask.strings(rules) }
}
