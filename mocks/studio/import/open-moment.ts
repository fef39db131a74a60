import { db, type MockSession } from '../../db'
import { datasetOf, getScenario } from '../../scenarios'
import { seed } from '../../seed'
import { flushMockStorage } from '../../storage'
import { showAppRoute } from '../core/app-bridge'
import { commitReplaced } from '../data/editor-actions'
import { setMomentFailures } from '../rules/moment-rules'
import { putCustomerData, supportSession } from './har-import-apply'
import { readSeedAnswer, type CustomerData } from './har-import-plan'
import { failuresAt } from './moment-plan'
import type { MomentPlan } from './moment-schema'

// Opening a moment of a customer's report: the mock's data becomes what the customer's answers said
// up to it, over the seed where they had not answered yet; the calls failing then fail again (rules of
// the moment's own, apart from support's); the customer's page opens and the screen reads again.

/** Each answer read once per plan: stepping back and forth reads a 10 000-payment answer only once. */
const readAnswers = new WeakMap<MomentPlan, Map<number, CustomerData>>()

async function answerData(plan: MomentPlan, index: number): Promise<CustomerData> {
  let read = readAnswers.get(plan)
  if (!read) readAnswers.set(plan, (read = new Map()))
  const known = read.get(index)
  if (known) return known
  const answer = plan.answers[index]
  const data = answer ? await readSeedAnswer(answer.call, answer.body) : {}
  read.set(index, data)
  return data
}

/**
 * The data set as seeded, with the app's session in it as the seed's first user's: no answer yet.
 * A seeded session the app is signed in with is kept once, as the app's own.
 */
function reseed(): MockSession {
  const session = supportSession()
  const fresh = seed(datasetOf(getScenario()))
  const [first] = fresh.users
  if (first) session.userId = first.id
  const others = fresh.sessions.filter((seeded) => seeded.id !== session.id && seeded.token !== session.token)
  // In place: db() hands out the live data set.
  Object.assign(db(), fresh, { sessions: [...others, session] })
  return session
}

/** Opens moment `index` of `plan`; resolves once the mock's storage holds it (a reload stays on it). */
export async function openMoment(plan: MomentPlan, index: number): Promise<void> {
  const moment = plan.moments[index]
  if (!moment) return
  const data: CustomerData = {}
  for (const answer of Object.values(moment.data)) Object.assign(data, await answerData(plan, answer))
  setMomentFailures(failuresAt(plan, index))
  putCustomerData(reseed(), data)
  // The open screen reads the moment's data first; the page then moves, as an import's does (a
  // screen read again while a new page's loader waits would cancel that loader's read).
  commitReplaced()
  await flushMockStorage()
  showAppRoute(moment.page)
}
