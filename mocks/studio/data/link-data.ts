import * as v from 'valibot'
import { IdSchema } from '@/api/schema'
import { UserSchema } from '@/api/user'
import type { MockDb, MockPayment, MockService, MockSession, MockUser } from '../../db'
import { fieldSchemas, PAYMENT_FIELDS, SERVICE_FIELDS, SESSION_FIELDS, USER_FIELDS } from './data-fields'

// The data set's collections as a reproduction link carries them, one record schema each: the link's
// schema, the diff and its application are all built from this table. A collection added to
// MockDb fails the typecheck here until it is listed, either with its record schema or as one that
// stays home. A record schema lists every field of the mock's record, so a field added there fails
// the typecheck too; fields it does not list are dropped from a received record.

/** Server-side bookkeeping that never travels: pending registrations and password resets. */
type StaysHome = 'registrations' | 'resetRequests' | 'completedResets'
type Collection = { [K in keyof MockDb]-?: NonNullable<MockDb[K]> extends readonly unknown[] ? K : never }[keyof MockDb]
export type Travelling = Exclude<Collection, StaysHome>

/** Secrets stay home: no passwords and no session tokens travel; the receiver makes its own. */
export type LinkUser = Omit<MockUser, 'password'>
export type LinkSession = Omit<MockSession, 'token'>

/** The mock's own numbering of users. */
const UserId = v.pipe(v.number(), v.integer())
/** Ids of linked accounts: text or a number as the app takes them, kept as text; null when none is linked. */
const LinkedId = v.optional(
  v.pipe(
    v.nullable(v.union([v.string(), v.number()])),
    v.transform((id) => (id === null ? null : String(id))),
  ),
  null,
)

export const RECORDS = {
  users: v.object({
    id: UserId,
    ...fieldSchemas(USER_FIELDS),
    avatarUrl: UserSchema.entries.avatarUrl,
    isTwoFactorEnabled: UserSchema.entries.isTwoFactorEnabled,
    twoFactorPending: v.optional(v.boolean(), false),
    yandexId: LinkedId,
    telegramId: LinkedId,
  }) satisfies v.GenericSchema<unknown, LinkUser>,
  sessions: v.object({
    id: v.string(),
    userId: UserId,
    ...fieldSchemas(SESSION_FIELDS),
    /** null is a session without a known address, as the backend sends it. */
    ipAddress: v.optional(v.nullable(SESSION_FIELDS.ipAddress.schema), null),
  }) satisfies v.GenericSchema<unknown, LinkSession>,
  services: v.object({
    userId: UserId,
    ...fieldSchemas(SERVICE_FIELDS),
    /** null is a service without a price, as a server sends it (the app shows 1790 ₽). */
    amount: v.optional(v.nullable(SERVICE_FIELDS.amount.schema), null),
  }) satisfies v.GenericSchema<unknown, MockService>,
  payments: v.object({
    id: IdSchema,
    userId: UserId,
    ...fieldSchemas(PAYMENT_FIELDS),
  }) satisfies v.GenericSchema<unknown, MockPayment>,
} satisfies Record<Travelling, v.GenericSchema>

/**
 * What a link's data must look like before its records are read one by one (link-records.ts):
 * every collection may be absent (unchanged from the seed); nextUserId travels with the users.
 */
export const LinkDataSchema = v.partial(
  v.object({
    users: v.array(v.unknown()),
    sessions: v.array(v.unknown()),
    services: v.array(v.unknown()),
    payments: v.array(v.unknown()),
    nextUserId: UserId,
  } satisfies Record<Travelling, v.GenericSchema> & { nextUserId: v.GenericSchema }),
)
export type RawLinkData = v.InferOutput<typeof LinkDataSchema>

export type DataDiff = { [K in Travelling]?: v.InferOutput<(typeof RECORDS)[K]>[] } & { nextUserId?: number }

/** The travelling collections of a state, without their secrets. */
export function publicCollections(state: MockDb) {
  return {
    users: state.users.map(({ password: _password, ...user }) => user),
    sessions: state.sessions.map(({ token: _token, ...session }) => session),
    services: state.services,
    payments: state.payments,
  } satisfies Record<Travelling, unknown[]>
}
