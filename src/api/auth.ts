import { fingerprint } from '@/lib/fingerprint'
import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import type { RequestContext } from './http'
import type { ApiCall } from './call'
import { send } from './send'
import { NicknameSchema, RESET_CODE_MESSAGE } from './account-rules'
import { PasswordSchema } from './password-rule'
import { EmailSchema } from './text-rules'
import { IdSchema, MessageSchema, OptionalTextSchema } from './schema'

export const loginCall = 'POST gateway authms/api/Auth/login' satisfies ApiCall
export const verifyTokenCall = 'POST gateway authms/api/Auth/verify-token' satisfies ApiCall
export const logoutCall = 'POST gateway authms/api/Auth/logout' satisfies ApiCall
export const registerCall = 'POST gateway authms/api/Auth/register' satisfies ApiCall
export const verifyRegistrationCall = 'POST gateway authms/api/Auth/verify-registration' satisfies ApiCall
export const forgotPasswordCall = 'POST gateway authms/api/Auth/forgot-password' satisfies ApiCall
export const resetPasswordCall = 'POST gateway authms/api/Auth/reset-password-with-code' satisfies ApiCall
export const logoutAllCall = 'POST gateway authms/api/Auth/logout-all' satisfies ApiCall
export const yandexUrlCall = 'GET general auth/yandex/getUrl' satisfies ApiCall

const credentialsCheck: RequestContext = { credentialsCheck: true }

/** SPEC §5: the second factor's code at sign-in, and the code that confirms a password change. */
export const TwoFactorCodeSchema = v.pipe(
  v.string(),
  v.minLength(1, 'Введите код подтверждения'),
  v.length(6, 'Код должен содержать 6 символов'),
)

export const LoginRequestSchema = v.object({
  usernameOrEmail: v.pipe(v.string(), v.trim(), v.minLength(1, 'Введите логин')),
  password: v.pipe(v.string(), v.minLength(1, 'Введите пароль')),
  rememberMe: v.optional(v.boolean()),
  twoFactorCode: v.optional(v.string()),
})
export type LoginRequest = v.InferInput<typeof LoginRequestSchema>

export const LoginAnswerSchema = v.object({
  token: v.optional(v.nullable(v.string())),
  userId: v.optional(v.nullable(IdSchema)),
  requiresTwoFactor: v.optional(v.nullable(v.boolean())),
  message: OptionalTextSchema,
})

export function login(payload: LoginRequest) {
  return send(loginCall, { json: payload, context: credentialsCheck }).json(LoginAnswerSchema)
}

export const VerifyTokenAnswerSchema = v.object({ userId: IdSchema })

/** Asks the server whether a token is still valid; a 401 here is an answer, not an expiry. */
export function verifyToken(token: string) {
  return send(verifyTokenCall, { json: { token }, context: credentialsCheck }).json(VerifyTokenAnswerSchema)
}

export const authQueries = {
  all: () => ['auth'] as const,
  /** Whether the server accepts `token`, and whose it is: a check, dropped as soon as nothing reads it. */
  token: (token: string) =>
    queryOptions({
      // The key names the token by its fingerprint: query keys (shown by the devtools) never hold it.
      queryKey: [...authQueries.all(), 'token', fingerprint(token)] as const,
      queryFn: () => verifyToken(token),
      gcTime: 0,
      meta: { inlineError: true, call: verifyTokenCall }, // the /auth screen explains a failed check itself
    }),
}

export function logout() {
  return send(logoutCall).json(MessageSchema)
}

// ---- Registration (SPEC §7 register / verify-registration) ----

export const RegisterRequestSchema = v.object({
  email: EmailSchema,
  password: PasswordSchema,
  username: NicknameSchema,
  firstName: v.pipe(v.string(), v.trim(), v.minLength(1, 'Имя обязательно')),
  lastName: v.optional(v.pipe(v.string(), v.trim()), ''),
})
export type RegisterRequest = v.InferInput<typeof RegisterRequestSchema>

/**
 * Also the "send the code again" call: registering the same e-mail again replaces the pending code.
 * The open screens' calls mark a 401 as an answer: there is no session for it to end.
 */
export function register(payload: RegisterRequest) {
  return send(registerCall, { json: payload, context: credentialsCheck }).json(MessageSchema)
}

export const VerifyRegistrationRequestSchema = v.object({
  email: EmailSchema,
  code: v.pipe(v.string(), v.length(6, 'Неверный код')),
})

export const VerifyRegistrationAnswerSchema = v.object({
  message: OptionalTextSchema,
  userId: IdSchema,
  token: v.pipe(v.string(), v.minLength(1)),
})

export function verifyRegistration(payload: v.InferInput<typeof VerifyRegistrationRequestSchema>) {
  return send(verifyRegistrationCall, { json: payload, context: credentialsCheck }).json(VerifyRegistrationAnswerSchema)
}

// ---- Password reset (SPEC §7 forgot-password / reset-password-with-code / logout-all) ----

/** SPEC §7: the e-mail travels as a bare JSON string. */
export const ForgotPasswordRequestSchema = EmailSchema

export function forgotPassword(email: string) {
  return send(forgotPasswordCall, { json: email, context: credentialsCheck }).json(MessageSchema)
}

export const ResetPasswordRequestSchema = v.object({
  email: EmailSchema,
  newPassword: PasswordSchema,
  code: v.pipe(v.string(), v.minLength(6, RESET_CODE_MESSAGE)),
})
export type ResetPasswordRequest = v.InferInput<typeof ResetPasswordRequestSchema>

export function resetPasswordWithCode(payload: ResetPasswordRequest) {
  return send(resetPasswordCall, { json: payload, context: credentialsCheck }).json(MessageSchema)
}

/**
 * SPEC §7 sends the reset code to logout-all. The visitor on /reset-password has no token, so the
 * e-mail goes along: the server ends every session of the account the code was just used for.
 */
export const LogoutAllRequestSchema = v.object({
  email: EmailSchema,
  code: v.pipe(v.string(), v.minLength(6, RESET_CODE_MESSAGE)),
})

export function logoutAll(payload: v.InferInput<typeof LogoutAllRequestSchema>) {
  return send(logoutAllCall, { json: payload, context: credentialsCheck }).json(MessageSchema)
}

// ---- Yandex (SPEC §7 GET /auth/yandex/getUrl on the general backend) ----

export const YandexUrlAnswerSchema = v.object({
  status: v.literal('ok'),
  data: v.object({ url: v.pipe(v.string(), v.url()) }),
})

export function yandexSignInUrl() {
  return send(yandexUrlCall, { context: credentialsCheck }).json(YandexUrlAnswerSchema)
}
