import * as v from 'valibot'

// Character and e-mail rules shared by every form, request schema and the mock backend.

/** Cyrillic letters (SPEC §5 forbids them in passwords and registration nicknames). */
export const CYRILLIC = /[\u0400-\u052F]/u

const INVISIBLE_CLASS = '[\\p{Cc}\\p{Cf}\\u2028\\u2029]'
/** Control, format (zero-width, BOM) and line-separator characters: text holding one can't be typed again. */
export const INVISIBLE = new RegExp(INVISIBLE_CLASS, 'u')
const INVISIBLE_ALL = new RegExp(INVISIBLE_CLASS, 'gu')

/** Takes invisible characters out; tabs and line breaks become spaces, so the words stay apart. */
export function stripInvisible(value: string) {
  return value.replace(INVISIBLE_ALL, (character) => (/\s/u.test(character) ? ' ' : ''))
}

/** SPEC §5 words the one e-mail rule differently in the sign-up and reset forms and in the e-mail change dialog. */
export const EMAIL_MESSAGES = { invalid: 'Некорректный email', emailChange: 'Неверная почта' } as const

export function emailSchema(message: string = EMAIL_MESSAGES.invalid) {
  return v.pipe(v.string(), v.trim(), v.email(message))
}

export const EmailSchema = emailSchema()
