import * as v from 'valibot'
import type { MockUser } from '../../db'
import { USER_FIELDS as fields } from './data-fields'
import { byApp, russianNumber } from './field-schemas'

// The "Пользователь" form: its fields carry the app's UserSchema keys, so each message lands under
// the field the schema names, and what the form gives is what the mock stores.

const text = (key: 'firstName' | 'middleName' | 'lastName' | 'userName' | 'email' | 'phoneNamber') =>
  v.pipe(v.string(), v.trim(), byApp(fields[key]))

const money = (key: 'balance' | 'balanceStars') => v.pipe(russianNumber(fields[key].message), byApp(fields[key]))

export const UserFormSchema = v.object({
  firstName: text('firstName'),
  middleName: text('middleName'),
  lastName: text('lastName'),
  userName: text('userName'),
  email: text('email'),
  phoneNamber: text('phoneNamber'),
  balance: money('balance'),
  balanceStars: money('balanceStars'),
  isTwoFactorEnabled: v.boolean(),
  /** Linked or not: the id itself is never typed. */
  telegramId: v.boolean(),
})
export type UserValues = v.InferInput<typeof UserFormSchema>
export type UserChange = Partial<Pick<MockUser, keyof UserValues>>

export function userValues(user: MockUser): UserValues {
  return {
    firstName: user.firstName,
    middleName: user.middleName,
    lastName: user.lastName,
    userName: user.userName,
    email: user.email,
    phoneNamber: user.phoneNamber,
    balance: String(user.balance).replace('.', ','),
    balanceStars: String(user.balanceStars).replace('.', ','),
    isTwoFactorEnabled: Boolean(user.isTwoFactorEnabled),
    telegramId: Boolean(user.telegramId),
  }
}

/**
 * Only what support changed since `opened`: the app may have changed the user meanwhile (a top-up
 * raised the balance), and an untouched field must not write back the value the form opened with.
 */
export function userChange(values: UserValues, opened: UserValues, user: MockUser): UserChange {
  const checked = v.parse(UserFormSchema, values)
  // Linking keeps a recorded Telegram id; a fresh link gets one made from the user id.
  const change = { ...checked, telegramId: checked.telegramId ? (user.telegramId ?? String(user.id)) : null }
  const edited = (Object.keys(values) as (keyof UserValues)[]).filter((key) => values[key] !== opened[key])
  return Object.fromEntries(edited.map((key) => [key, change[key]]))
}
