import type { MockDb } from '../../db'
import type { Dataset } from '../../scenarios'
import { newToken } from '../../respond'
import { DEMO, seed } from '../../seed'
import { publicCollections, type DataDiff } from './link-data'
import { readLinkData } from './link-records'

// The data changes a reproduction link carries: each collection that differs from the seed, whole.
// Records have no common id (services have none), and whole collections keep their order.
// The seed's dates are relative to "now", so dates alone never count as a change: a collection that
// differs only in dates is not carried and the receiver's seed shows the same "3 hours ago".

const ISO_DATE = /^\d{4}-\d\d-\d\dT\d\d:\d\d/
const withoutDates = (value: unknown) =>
  JSON.stringify(value, (_key, field: unknown) => (typeof field === 'string' && ISO_DATE.test(field) ? 0 : field))

export function diffAgainstSeed(state: MockDb, dataset: Dataset): DataDiff {
  const before: Record<string, unknown> = publicCollections(seed(dataset))
  const changed = Object.entries(publicCollections(state)).filter(
    ([name, list]) => withoutDates(list) !== withoutDates(before[name]),
  )
  const diff = Object.fromEntries(changed)
  // Read like a received link, so the sender hands out only records the receiver takes.
  return readLinkData('users' in diff ? { ...diff, nextUserId: state.nextUserId } : diff).data
}

/** The seed of `dataset` with the diff applied; users keep the seed's password (the demo one for new users). */
export function applyDiff(dataset: Dataset, diff: DataDiff): MockDb {
  const base = seed(dataset)
  const password = (id: number) => base.users.find((user) => user.id === id)?.password ?? DEMO.password
  return {
    ...base,
    ...diff,
    users: diff.users?.map((user) => ({ ...user, password: password(user.id) })) ?? base.users,
    sessions: diff.sessions?.map((session) => ({ ...session, token: newToken() })) ?? base.sessions,
    nextUserId: diff.nextUserId ?? base.nextUserId,
  }
}
