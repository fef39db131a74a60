import type { CallId } from '../src/api/catalogue'
import type { MockDb, MockUser } from '../mocks/db'
import { DEMO, seed } from '../mocks/seed'
import { FRAGMENT_KEY } from '../mocks/studio/link/fragment'
import { checkState, encodeState } from '../mocks/studio/link/link-codec'
import type { RuleSpec } from '../mocks/studio/rules/rule-schema'
import type { ReproState } from '../mocks/studio/link/repro-schema'

// Tests put their data into the mock the way support hands a ticket over: a reproduction link, encoded
// by the studio's own codec and checked by its own schemas, so no test writes the mock's storage.

type Collections = Pick<MockDb, 'users' | 'sessions' | 'services' | 'payments'>

export type Reproduction = {
  /** Path and query of the page the link opens. */
  page: string
  /** Changes the default data set (a copy of its seed); `demo` is the demo user in it. */
  change?: (data: Collections, demo: MockUser) => void
  /** Answers replayed as recorded: what the data set cannot hold (wrong types, broken entries). */
  rules?: RuleSpec[]
}

/** A rule that answers every `call` with `body` as recorded: a hostile answer, as support replays one. */
export function recordedAnswer(call: CallId, body: unknown): RuleSpec {
  const outcome = {
    kind: 'recorded',
    status: 200,
    contentType: 'application/json',
    body: JSON.stringify(body),
  } as const
  return { call, outcome, scope: { kind: 'every' }, origin: 'manual' }
}

/**
 * The address (path, query and fragment) that opens `reproduction` signed in as the demo user, as a
 * link copied in "Ссылка" would. Throws the studio's own message when it would refuse the link or
 * leave out any of its records.
 */
export async function reproLink(reproduction: Reproduction): Promise<string> {
  const state = reproState(reproduction)
  const url = new URL(reproduction.page, 'http://link.invalid')
  url.searchParams.set('scenario', 'default')
  return `${url.pathname}${url.search}#${FRAGMENT_KEY}${await encodeState(state)}`
}

/** The state such a link carries (and a reproduction file holds), checked by the studio's schemas. */
export function reproState({ page, change, rules = [] }: Reproduction): ReproState {
  const data = seed('default')
  const demo = data.users.find((user) => user.userName === DEMO.login)
  const session = data.sessions.find((candidate) => candidate.userId === demo?.id)
  if (!demo || !session) throw new Error('The seed has no signed-in demo user')
  change?.(data, demo)
  const checked = checkState({
    v: 1,
    page,
    scenario: 'default',
    session: session.id,
    rules,
    data: {
      // Secrets never travel in a link: the receiver keeps the seed's passwords and makes new tokens.
      users: data.users.map(({ password: _password, ...user }) => user),
      sessions: data.sessions.map(({ token: _token, ...rest }) => rest),
      services: data.services,
      payments: data.payments,
    },
  })
  if (!checked.ok) throw new Error(checked.message)
  // Data the studio would leave out or change would make the test say something it does not test.
  if (checked.notes) throw new Error(checked.notes.join(' '))
  return checked.state
}
