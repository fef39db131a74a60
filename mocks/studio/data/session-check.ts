import { DeviceSchema } from '@/api/devices'
import type { MockSession } from '../../db'
import { checkWith, type Checked, type FieldErrors } from './editor-checks'

export type SessionForm = { userAgent: string; ip: string; lastActivity: string }
export type SessionField = keyof SessionForm

const FALLBACK: Record<SessionField, string> = {
  userAgent: 'Некорректная строка user-agent',
  ip: 'Некорректный IP-адрес',
  lastActivity: 'Укажите дату и время последней активности',
}
const FIELD_OF: Partial<Record<string, SessionField>> = {
  userAgent: 'userAgent',
  ipAddress: 'ip',
  lastActivity: 'lastActivity',
}

/** The value of a datetime-local input for an ISO time, in the browser's time zone. */
export function localDateTime(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000)
  return local.toISOString().slice(0, 16)
}

export function sessionForm(): SessionForm {
  return { userAgent: '', ip: '', lastActivity: localDateTime(new Date().toISOString()) }
}

/** Checks with the app's DeviceSchema; the new session gets its own token, so it is not the app's. */
export function checkSession(form: SessionForm, userId: number): Checked<MockSession, SessionField> {
  const errors: FieldErrors<SessionField> = {}
  const userAgent = form.userAgent.trim()
  if (!userAgent) errors.userAgent = 'Введите строку user-agent'
  const time = Date.parse(form.lastActivity)
  if (Number.isNaN(time)) errors.lastActivity = FALLBACK.lastActivity
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  const id = `s-${crypto.randomUUID()}`
  const candidate = { id, userAgent, ipAddress: form.ip.trim() || null, lastActivity: new Date(time).toISOString() }
  const checked = checkWith(DeviceSchema, candidate, FIELD_OF, FALLBACK)
  if (!checked.ok) return checked
  return { ok: true, value: { ...candidate, userId, token: `mock.${crypto.randomUUID()}` } }
}
