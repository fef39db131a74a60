import * as v from 'valibot'
import type { MockDb, MockPayment, MockService, MockSession, MockUser } from '../../db'

// The data set's collections as a reproduction link carries them, one entry each: the link's
// schema, the diff and its application are all built from this table. A collection added to
// MockDb fails the typecheck here until it is listed, either with its record check or as one that
// stays home.

/** Server-side bookkeeping that never travels: pending registrations and password resets. */
type StaysHome = 'registrations' | 'resetRequests' | 'completedResets'
type Collection = { [K in keyof MockDb]-?: NonNullable<MockDb[K]> extends readonly unknown[] ? K : never }[keyof MockDb]
export type Travelling = Exclude<Collection, StaysHome>

/** Secrets stay home: no passwords and no session tokens travel; the receiver makes its own. */
export type LinkUser = Omit<MockUser, 'password'>
export type LinkSession = Omit<MockSession, 'token'>

// Records are checked for the fields the handlers rely on; the rest travels as the sender had it.
const records = <T>(entries: v.ObjectEntries) => {
  const check = v.looseObject(entries)
  return v.array(v.custom<T>((value) => v.is(check, value)))
}
const id = v.union([v.string(), v.number()])

const COLLECTIONS = {
  users: records<LinkUser>({ id: v.number(), email: v.string(), userName: v.string(), balance: v.number() }),
  sessions: records<LinkSession>({ id: v.string(), userId: v.number(), userAgent: v.string() }),
  services: records<MockService>({ userId: v.number(), message: v.string() }),
  payments: records<MockPayment>({ id, userId: v.number(), amount: v.number(), createdAt: v.string() }),
} satisfies Record<Travelling, v.GenericSchema>

/** Every collection may be absent (unchanged from the seed); nextUserId travels with the users. */
export const LinkDataSchema = v.partial(v.object({ ...COLLECTIONS, nextUserId: v.number() }))
export type DataDiff = v.InferOutput<typeof LinkDataSchema>

/** The travelling collections of a state, without their secrets. */
export function publicCollections(state: MockDb) {
  return {
    users: state.users.map(({ password: _password, ...user }) => user),
    sessions: state.sessions.map(({ token: _token, ...session }) => session),
    services: state.services,
    payments: state.payments,
  } satisfies Record<Travelling, unknown[]>
}
