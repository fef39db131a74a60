import * as v from 'valibot'
import type { ApiCall } from './call'
import { send } from './send'
import { requireToken } from './auth-required'
import { AmountSchema, IdSchema, OptionalTextSchema } from './schema'
import { readQuery, type ReadContext } from './read-query'

export const userCall = 'POST gateway authms/api/Auth/user' satisfies ApiCall

export const UserSchema = v.object({
  id: IdSchema,
  email: OptionalTextSchema,
  phoneNamber: OptionalTextSchema, // spelled so by the backend (SPEC §3)
  userName: OptionalTextSchema,
  firstName: OptionalTextSchema,
  middleName: OptionalTextSchema,
  lastName: OptionalTextSchema,
  avatarUrl: OptionalTextSchema,
  isTwoFactorEnabled: v.optional(v.nullable(v.boolean()), false),
  yandexId: v.optional(v.nullable(v.union([v.string(), v.number()])), null),
  telegramId: v.optional(v.nullable(v.union([v.string(), v.number()])), null),
  balance: AmountSchema,
  balanceStars: AmountSchema,
})
export type User = v.InferOutput<typeof UserSchema>

export async function fetchCurrentUser({ signal }: ReadContext = {}): Promise<User> {
  requireToken()
  return send(userCall, { signal }).json(UserSchema)
}

export const userQueries = {
  all: () => ['user'] as const,
  me: () => readQuery([...userQueries.all(), 'me'], fetchCurrentUser, { call: userCall, staleTime: 30_000 }),
  /**
   * The user as home's parts show it: skeletons while it is read (home painted from the HTML, or the
   * user read again from scratch), and the error screen when it cannot be, as a suspending read does.
   */
  shown: () => ({
    ...userQueries.me(),
    throwOnError: (_error: Error, query: { state: { data?: User } }) => !query.state.data,
  }),
}
