import {
  createPseudonymiser,
  pseudonymiseOutcome,
  pseudonymiseRules,
  type Pseudonymiser,
} from '../privacy/pseudonymise'
import type { Stepping } from '../import/moment-schema'
import type { ReproState } from './repro-schema'

/** A link's state without personal data: the data set first, then the rules' answers, then the moments'. */
export function pseudonymiseRepro(state: ReproState): ReproState {
  const mask = createPseudonymiser()
  const data = mask.walk(state.data)
  const rules = pseudonymiseRules(mask, state.rules)
  const page = mask.url(state.page)
  const moment = state.moment && pseudonymiseMoments(mask, state.moment)
  // Once every value is known: the data's free texts (a name in a payment's description), and the
  // rules' and moments' texts again for a value only the page's address or a later answer named.
  return {
    ...state,
    page,
    data: mask.strings(data),
    rules: mask.strings(rules),
    ...(moment && { moment: mask.strings(moment) }),
  }
}

/** Every moment's answers, failures, pages and words, so the stand-ins hold whichever moment opens. */
function pseudonymiseMoments(mask: Pseudonymiser, stepping: Stepping): Stepping {
  const { answers, failures, moments } = stepping.plan
  return {
    ...stepping,
    plan: {
      answers: answers.map((answer) => ({ ...answer, body: mask.text(answer.body) })),
      failures: failures.map((outcome) => pseudonymiseOutcome(mask, outcome)),
      moments: moments.map((moment) => ({ ...moment, page: mask.url(moment.page) })),
    },
  }
}
