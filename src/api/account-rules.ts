import * as v from 'valibot'
import { PASSWORDS_DIFFER, PasswordSchema } from './password-rule'

// SPEC §5 rules of the open forms (registration, reset), written once for the forms and the mock.

export const EMAIL_INVALID = 'Некорректный email'
export const RESET_CODE_MESSAGE = 'Введите код, отправленный на почту'

const CYRILLIC = /[\u0400-\u052F]/u
/** Zero-width and other invisible characters: they would make a login impossible to type again. */
const INVISIBLE = /(?![\t\n\r])[\p{Cc}\p{Cf}]/gu

/** What the nickname field keeps while the user types: no spaces (SPEC §5), no invisible characters. */
export function cleanNickname(value: string) {
  return value.replace(/\s+/g, '').replace(INVISIBLE, '')
}

/** Takes out invisible characters, then trims: a name of only spaces or zero-width spaces is empty. */
function visibleText(value: string) {
  return value.replace(INVISIBLE, '').trim()
}

export const EmailSchema = v.pipe(v.string(), v.trim(), v.email(EMAIL_INVALID))

/**
 * SPEC §5: required, no Cyrillic. SPEC §9's 3–16 characters is applied at registration too, so a new
 * account never starts with a nickname the profile form would refuse.
 */
export const NicknameSchema = v.pipe(
  v.string(),
  v.transform(cleanNickname),
  v.minLength(1, 'Никнейм обязателен'),
  v.check((value) => !CYRILLIC.test(value), 'Никнейм не должен содержать кириллицу'),
  v.minLength(3, 'Минимум 3 символа'),
  v.maxLength(16, 'Максимум 16 символов'),
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
