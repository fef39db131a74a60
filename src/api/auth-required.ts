import { UserFacingError } from './errors'
import { getToken } from './token'

// SPEC §6: without a token the user, payment history and services calls are refused locally.
export const NO_AUTHORISATION = 'Нет авторизации'

export function requireToken() {
  if (!getToken()) throw new UserFacingError(NO_AUTHORISATION)
}
