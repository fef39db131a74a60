import * as v from 'valibot'
import { CYRILLIC, INVISIBLE } from './text-rules'

// SPEC §5 password rule, used by registration, the reset form and the change-password form.
// The spec quotes the later messages as fragments of the first one ('Пароль должен содержать …');
// each message below contains its fragment letter for letter inside that sentence.

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 32

export const PASSWORD_MESSAGES = {
  min: `Пароль должен содержать минимум ${PASSWORD_MIN} символов`,
  max: `Пароль должен содержать максимум ${PASSWORD_MAX} символа`,
  upper: 'Пароль должен содержать хотя бы одну заглавную букву (A-Z)',
  lower: 'Пароль должен содержать хотя бы одну строчную букву (a-z)',
  digit: 'Пароль должен содержать хотя бы одну цифру (0-9)',
  cyrillic: 'Пароль не должен содержать кириллицу',
  // Not in the spec: an invisible character (zero-width space, joiner, BOM, control) would make the
  // password impossible to type again, so it is refused instead of silently stored.
  invisible: 'Пароль не должен содержать невидимые символы',
} as const

/** A new password by SPEC §5. Never trimmed: spaces are part of what the user typed. */
export const PasswordSchema = v.pipe(
  v.string(),
  v.minLength(PASSWORD_MIN, PASSWORD_MESSAGES.min),
  v.maxLength(PASSWORD_MAX, PASSWORD_MESSAGES.max),
  v.regex(/[A-Z]/, PASSWORD_MESSAGES.upper),
  v.regex(/[a-z]/, PASSWORD_MESSAGES.lower),
  v.regex(/[0-9]/, PASSWORD_MESSAGES.digit),
  v.check((value) => !CYRILLIC.test(value), PASSWORD_MESSAGES.cyrillic),
  v.check((value) => !INVISIBLE.test(value), PASSWORD_MESSAGES.invisible),
)

/** SPEC §5 'Пароли не совпадают', for every "repeat the password" field. */
export const PASSWORDS_DIFFER = 'Пароли не совпадают'
