import { isHTTPError, isNetworkError, isSchemaValidationError, isTimeoutError } from './ky-errors'

// The one place that turns any failure into the user-facing text of SPEC §8.

/** Fallback texts per area; SPEC §8 gives the profile/registration/reset and payment sets (the payment
 * set lives with the payment calls, ./payments, out of the first load that every screen shares). */
export type ErrorTexts = {
  badRequest: string
  unauthorized: string
  notFound: string
  http: string
  other: string
}

export const GENERIC_ERRORS: ErrorTexts = {
  badRequest: 'Ошибка запроса',
  unauthorized: 'Ошибка запроса',
  notFound: 'Ошибка запроса',
  http: 'Ошибка запроса',
  other: 'Неизвестная ошибка',
}

export const ACCOUNT_ERRORS: ErrorTexts = {
  badRequest: 'Произошла неизвестная ошибка',
  unauthorized: 'Недействительный токен',
  notFound: 'Пользователь не найден',
  http: 'Ошибка при обновлении профиля',
  other: 'Ошибка при обновлении профиля',
}

export const NETWORK_ERROR = 'Нет связи с сервером. Проверьте подключение к интернету и попробуйте снова'
export const TIMEOUT_ERROR = 'Сервер не ответил вовремя. Попробуйте снова'
export const MALFORMED_ERROR = 'Сервер прислал неожиданный ответ. Попробуйте позже'

/** A failure our own code raises with a Russian message meant for the user (e.g. a refused payment URL). */
export class UserFacingError extends Error {
  override name = 'UserFacingError'
}

type ServerBody = { message?: unknown; errors?: unknown }

function asBody(data: unknown): ServerBody {
  return typeof data === 'object' && data !== null ? (data as ServerBody) : {}
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined
}

/** Every message of a 400's `errors` object: `{ field: ['a', 'b'] }` or `{ field: 'a' }`. */
export function fieldErrorMessages(errors: unknown): string[] {
  if (typeof errors !== 'object' || errors === null) return []
  return Object.values(errors).flatMap((value) => {
    const list: unknown[] = Array.isArray(value) ? value : [value]
    return list.map(text).filter((message): message is string => message !== undefined)
  })
}

/** The `errors` object of a 400 answer keyed by field, for showing under form fields. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!isHTTPError(error) || error.response.status !== 400) return {}
  const errors = asBody(error.data).errors
  if (typeof errors !== 'object' || errors === null) return {}
  const result: Record<string, string> = {}
  for (const [field, value] of Object.entries(errors)) {
    const [first] = fieldErrorMessages({ [field]: value })
    if (first) result[field] = first
  }
  return result
}

export function isUnauthorized(error: unknown) {
  return isHTTPError(error) && error.response.status === 401
}

/** A 401 that ended the session (not a wrong password or code, which the form must show). */
export function isSessionExpiry(error: unknown) {
  if (!isUnauthorized(error) || !isHTTPError(error)) return false
  const context = error.options.context as { credentialsCheck?: boolean }
  return !context.credentialsCheck
}

/** No answer came back at all: the connection (or the code a request needed) was lost on the way. */
export function isConnectionFailure(error: unknown) {
  return describeError(error) === NETWORK_ERROR
}

export function describeError(error: unknown, texts: ErrorTexts = GENERIC_ERRORS): string {
  if (isHTTPError(error)) {
    const body = asBody(error.data)
    const status = error.response.status
    if (status === 400) {
      const messages = fieldErrorMessages(body.errors)
      if (messages.length) return messages.join('\n')
      return text(body.message) ?? texts.badRequest
    }
    const message = text(body.message)
    if (message) return message
    if (status === 401) return texts.unauthorized
    if (status === 404) return texts.notFound
    return texts.http
  }
  if (isTimeoutError(error)) return TIMEOUT_ERROR
  if (isNetworkError(error)) return NETWORK_ERROR
  if (isSchemaValidationError(error)) return MALFORMED_ERROR
  if (error instanceof UserFacingError) return error.message
  if (error instanceof SyntaxError) return MALFORMED_ERROR // a body that is not JSON at all
  if (error instanceof TypeError) return NETWORK_ERROR // fetch rejects with TypeError when offline
  // Other errors carry developer-facing English text; the user gets the area's Russian fallback.
  return texts.other
}
