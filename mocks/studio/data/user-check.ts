import { UserSchema } from '@/api/user'
import type { MockUser } from '../../db'
import { checkWith, numberField, type Checked, type FieldErrors } from './editor-checks'

export type UserForm = {
  firstName: string
  middleName: string
  lastName: string
  userName: string
  email: string
  phone: string
  balance: string
  cashback: string
  twoFactor: boolean
  telegram: boolean
}
export type UserField = keyof UserForm

export type UserChange = Pick<
  MockUser,
  | 'firstName'
  | 'middleName'
  | 'lastName'
  | 'userName'
  | 'email'
  | 'phoneNamber'
  | 'balance'
  | 'balanceStars'
  | 'isTwoFactorEnabled'
  | 'telegramId'
>

const FALLBACK: Record<UserField, string> = {
  firstName: 'Некорректное имя',
  middleName: 'Некорректное отчество',
  lastName: 'Некорректная фамилия',
  userName: 'Некорректный никнейм',
  email: 'Некорректный e-mail',
  phone: 'Некорректный телефон',
  balance: 'Введите баланс числом, например 3217,40',
  cashback: 'Введите кэшбэк числом, например 112,50',
  twoFactor: 'Некорректное значение',
  telegram: 'Некорректное значение',
}

const FIELD_OF: Partial<Record<string, UserField>> = {
  firstName: 'firstName',
  middleName: 'middleName',
  lastName: 'lastName',
  userName: 'userName',
  email: 'email',
  phoneNamber: 'phone',
  balance: 'balance',
  balanceStars: 'cashback',
  isTwoFactorEnabled: 'twoFactor',
  telegramId: 'telegram',
}

export function userForm(user: MockUser): UserForm {
  return {
    firstName: user.firstName,
    middleName: user.middleName,
    lastName: user.lastName,
    userName: user.userName,
    email: user.email,
    phone: user.phoneNamber,
    balance: String(user.balance).replace('.', ','),
    cashback: String(user.balanceStars).replace('.', ','),
    twoFactor: Boolean(user.isTwoFactorEnabled),
    telegram: Boolean(user.telegramId),
  }
}

/** Checks the form with the app's UserSchema, as the app would read the mock's answer. */
export function checkUser(form: UserForm, user: MockUser): Checked<UserChange, UserField> {
  const errors: FieldErrors<UserField> = {}
  const balance = numberField(form.balance, 'balance', FALLBACK.balance, errors)
  const balanceStars = numberField(form.cashback, 'cashback', FALLBACK.cashback, errors)
  if (balance === undefined || balanceStars === undefined) return { ok: false, errors }
  // Linking keeps a recorded Telegram id; a fresh link gets one made from the user id.
  const telegramId = form.telegram ? (user.telegramId ?? String(user.id)) : null
  const change: UserChange = {
    firstName: form.firstName.trim(),
    middleName: form.middleName.trim(),
    lastName: form.lastName.trim(),
    userName: form.userName.trim(),
    email: form.email.trim(),
    phoneNamber: form.phone.trim(),
    balance,
    balanceStars,
    isTwoFactorEnabled: form.twoFactor,
    telegramId,
  }
  const checked = checkWith(UserSchema, { ...change, id: user.id }, FIELD_OF, FALLBACK)
  return checked.ok ? { ok: true, value: change } : checked
}

const CHANGE_KEY: Record<UserField, keyof UserChange> = {
  firstName: 'firstName',
  middleName: 'middleName',
  lastName: 'lastName',
  userName: 'userName',
  email: 'email',
  phone: 'phoneNamber',
  balance: 'balance',
  cashback: 'balanceStars',
  twoFactor: 'isTwoFactorEnabled',
  telegram: 'telegramId',
}

/**
 * Only what support changed in the form: the app may have changed the user meanwhile (a top-up
 * raised the balance), and an untouched field must not write back the value the form opened with.
 */
export function editedOnly(change: UserChange, opened: UserForm, form: UserForm): Partial<UserChange> {
  const edited = (Object.keys(CHANGE_KEY) as UserField[]).filter((field) => form[field] !== opened[field])
  return Object.fromEntries(edited.map((field) => [CHANGE_KEY[field], change[CHANGE_KEY[field]]]))
}
