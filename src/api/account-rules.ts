import * as v from 'valibot'
import { PASSWORDS_DIFFER, PasswordSchema } from './password-rule'
import { CYRILLIC, EmailSchema, stripInvisible } from './text-rules'

// SPEC §5 rules of the open forms (registration, reset), written once for the forms and the mock.

export const RESET_CODE_MESSAGE = 'Введите код, отправленный на почту'

/** SPEC §9: a nickname has 3 to 16 characters, at registration and on the profile alike. */
export const NICKNAME_MIN = 3
export const NICKNAME_MAX = 16
export const NICKNAME_MESSAGES = {
  required: 'Никнейм обязателен',
  cyrillic: 'Никнейм не должен содержать кириллицу',
  min: `Минимум ${NICKNAME_MIN} символа`,
  max: `Максимум ${NICKNAME_MAX} символов`,
} as const

/** What the nickname field keeps while the user types: no spaces (SPEC §5), no invisible characters. */
export function cleanNickname(value: string) {
  return stripInvisible(value).replace(/\s+/g, '')
}

/** Takes out invisible characters, then trims: a name of only spaces or zero-width spaces is empty. */
function visibleText(value: string) {
  return stripInvisible(value).trim()
}

/**
 * The registration nickname (SPEC §5): required, spaces dropped while typing, no Cyrillic, and the
 * 3–16 length of SPEC §9. The profile form's nickname (profile.ts) shares the length and its messages
 * but differs on purpose: SPEC §5 gives the profile form only the length and "not only spaces", so
 * it allows Cyrillic and inner spaces and trims the value instead of dropping every space.
 */
export const NicknameSchema = v.pipe(
  v.string(),
  v.transform(cleanNickname),
  v.minLength(1, NICKNAME_MESSAGES.required),
  v.check((value) => !CYRILLIC.test(value), NICKNAME_MESSAGES.cyrillic),
  v.minLength(NICKNAME_MIN, NICKNAME_MESSAGES.min),
  v.maxLength(NICKNAME_MAX, NICKNAME_MESSAGES.max),
)

/** SPEC §5: first and last name in one field, at least one visible character. */
export const FullNameSchema = v.pipe(v.string(), v.transform(visibleText), v.minLength(1, 'Имя обязательно'))

/** Splits "Имя Фамилия" on whitespace: the first word is the first name, the rest the last name. */
export function splitFullName(fullName: string) {
  const [firstName = '', ...rest] = visibleText(fullName).split(/\s+/)
  return { firstName, lastName: rest.join(' ') }
}

export const RegistrationFormSchema = v.pipe(
  v.object({
    email: EmailSchema,
    name: FullNameSchema,
    username: NicknameSchema,
    password: PasswordSchema,
    confirm: v.string(),
    consent: v.literal(true, 'Нужно согласие на обработку персональных данных'),
  }),
  v.forward(
    v.partialCheck([['password'], ['confirm']], (input) => input.password === input.confirm, PASSWORDS_DIFFER),
    ['confirm'],
  ),
)

export const ResetEmailFormSchema = v.object({ email: EmailSchema })

/** SPEC §5 reset step 2: code of at least 6 characters, the password rule, the repeat. */
export const ResetPasswordFormSchema = v.pipe(
  v.object({
    code: v.pipe(v.string(), v.trim(), v.minLength(6, RESET_CODE_MESSAGE)),
    password: PasswordSchema,
    confirm: v.string(),
    logoutAll: v.boolean(),
  }),
  v.forward(
    v.partialCheck([['password'], ['confirm']], (input) => input.password === input.confirm, PASSWORDS_DIFFER),
    ['confirm'],
  ),
)

/** The 6-character registration code: spaces dropped, letters uppercased (SPEC §5). */
export function normaliseCode(value: string) {
  return value.replace(/[\s\p{Cf}]/gu, '').toUpperCase()
}
