import * as v from 'valibot'
import { gatewayApi, type RequestContext } from './http'
import { IdSchema, MessageSchema, OptionalTextSchema } from './schema'

const credentialsCheck: RequestContext = { credentialsCheck: true }

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
export type LoginAnswer = v.InferOutput<typeof LoginAnswerSchema>

export function login(payload: LoginRequest) {
  return gatewayApi
    .post('authms/api/Auth/login', { json: payload, context: credentialsCheck })
    .json(LoginAnswerSchema)
}

export const VerifyTokenAnswerSchema = v.object({ userId: IdSchema })

/** Asks the server whether a token is still valid; a 401 here is an answer, not an expiry. */
export function verifyToken(token: string) {
  return gatewayApi
    .post('authms/api/Auth/verify-token', { json: { token }, context: credentialsCheck })
    .json(VerifyTokenAnswerSchema)
}

export function logout() {
  return gatewayApi.post('authms/api/Auth/logout').json(MessageSchema)
}
