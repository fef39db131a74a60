import * as v from 'valibot'
import type { MockSession } from '../../db'
import { SESSION_FIELDS as fields } from './data-fields'
import { byApp, requiredText, textOrNull } from './field-schemas'

// A new session's form, its fields named as in the app's DeviceSchema.

/** The value of a datetime-local input for an ISO time, in the browser's time zone. */
export function localDateTime(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000)
  return local.toISOString().slice(0, 16)
}

/** A datetime-local value → the ISO time the mock stores; empty or broken → `message`. */
export function isoTime(message: string) {
  return v.pipe(
    v.string(),
    v.check((text) => !Number.isNaN(Date.parse(text)), message),
    v.transform((text) => new Date(Date.parse(text)).toISOString()),
  )
}

export const SessionFormSchema = v.object({
  userAgent: requiredText('Введите строку user-agent', fields.userAgent),
  /** Empty is no IP at all (null), as the backend sends a session without one. */
  ipAddress: v.pipe(textOrNull, v.nullable(v.pipe(v.string(), byApp(fields.ipAddress)))),
  lastActivity: v.pipe(isoTime(fields.lastActivity.message), byApp(fields.lastActivity)),
})
export type SessionValues = v.InferInput<typeof SessionFormSchema>

export function sessionValues(): SessionValues {
  return { userAgent: '', ipAddress: '', lastActivity: localDateTime(new Date().toISOString()) }
}

/** The session to store: its own token, so it is never the one the app signed in with. */
export function sessionOf(values: SessionValues, userId: number): MockSession {
  const checked = v.parse(SessionFormSchema, values)
  return { id: `s-${crypto.randomUUID()}`, ...checked, userId, token: `mock.${crypto.randomUUID()}` }
}
