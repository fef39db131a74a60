import type { MockDb, MockSession, MockUser } from '../../db'
import type { Dataset } from '../../scenarios'
import { newToken } from '../../respond'
import { DEMO, seed } from '../../seed'

// The data changes a reproduction link carries: each collection that differs from the seed, whole.
// Records have no common id (services have none), and whole collections keep their order.
// The seed's dates are relative to "now", so dates alone never count as a change: a collection that
// differs only in dates is not carried and the receiver's seed shows the same "3 hours ago".
// Secrets stay home: no passwords and no session tokens travel; the receiver makes its own.

type LinkUser = Omit<MockUser, 'password'>
type LinkSession = Omit<MockSession, 'token'>
export type DataDiff = {
  users?: LinkUser[]
  sessions?: LinkSession[]
  services?: MockDb['services']
  payments?: MockDb['payments']
  nextUserId?: number
}

const ISO_DATE = /^\d{4}-\d\d-\d\dT\d\d:\d\d/
const withoutDates = (value: unknown) =>
  JSON.stringify(value, (_key, field: unknown) => (typeof field === 'string' && ISO_DATE.test(field) ? 0 : field))

const changed = (now: unknown, before: unknown) => withoutDates(now) !== withoutDates(before)

export function diffAgainstSeed(state: MockDb, dataset: Dataset): DataDiff {
  const base = seed(dataset)
  const users = state.users.map(({ password: _password, ...user }) => user)
  const baseUsers = base.users.map(({ password: _password, ...user }) => user)
  const sessions = state.sessions.map(({ token: _token, ...session }) => session)
  const baseSessions = base.sessions.map(({ token: _token, ...session }) => session)
  return {
    ...(changed(users, baseUsers) && { users, nextUserId: state.nextUserId }),
    ...(changed(sessions, baseSessions) && { sessions }),
    ...(changed(state.services, base.services) && { services: state.services }),
    ...(changed(state.payments, base.payments) && { payments: state.payments }),
  }
}

/** The seed of `dataset` with the diff applied; users keep the seed's password (the demo one for new users). */
export function applyDiff(dataset: Dataset, diff: DataDiff): MockDb {
  const base = seed(dataset)
  const password = (id: number) => base.users.find((user) => user.id === id)?.password ?? DEMO.password
  return {
    ...base,
    ...(diff.users && { users: diff.users.map((user) => ({ ...user, password: password(user.id) })) }),
    ...(diff.nextUserId !== undefined && { nextUserId: diff.nextUserId }),
    ...(diff.sessions && { sessions: diff.sessions.map((session) => ({ ...session, token: newToken() })) }),
    ...(diff.services && { services: diff.services }),
    ...(diff.payments && { payments: diff.payments }),
  }
}
