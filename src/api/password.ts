import * as v from 'valibot'
import { TwoFactorCodeSchema } from './auth'
import { PRODUCT_SLUG } from './config'
import type { ApiCall } from './call'
import { send } from './send'
import { PasswordSchema, PASSWORDS_DIFFER } from './password-rule'
import { OptionalTextSchema } from './schema'

export const changePasswordCall = `POST general ${PRODUCT_SLUG}/auth/password/change` satisfies ApiCall

// SPEC §7 POST /{product}/auth/password/change on the general backend. The wizard asks for the
// confirmation code first (e-mail code, or the Google code when Google 2FA is on); it travels with the
// passwords so the server checks both in one step.

/** The 6-digit e-mail or authenticator code: the sign-in code's rule, digits only. */
export const ChangeCodeSchema = v.pipe(TwoFactorCodeSchema, v.digits('Код должен содержать 6 символов'))

/** SPEC §5 change-password form: current password, the password rule, the repeat. Never trimmed. */
export const ChangePasswordFormSchema = v.pipe(
  v.object({
    oldPassword: v.pipe(v.string(), v.minLength(1, 'Введите текущий пароль')),
    newPassword: PasswordSchema,
    confirmPassword: v.string(),
  }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmPassword']],
      (input) => input.newPassword === input.confirmPassword,
      PASSWORDS_DIFFER,
    ),
    ['confirmPassword'],
  ),
)
export type ChangePasswordForm = v.InferInput<typeof ChangePasswordFormSchema>

export const ChangePasswordRequestSchema = v.object({
  oldPassword: v.pipe(v.string(), v.minLength(1, 'Введите текущий пароль')),
  newPassword: PasswordSchema,
  code: ChangeCodeSchema,
})
export type ChangePasswordRequest = v.InferInput<typeof ChangePasswordRequestSchema>

/** 'status ok or not, and message' (SPEC §7). */
export const ChangePasswordAnswerSchema = v.object({
  status: v.optional(v.nullable(v.string()), null),
  message: OptionalTextSchema,
})

export function changePassword(request: ChangePasswordRequest) {
  return send(changePasswordCall, { json: request }).json(ChangePasswordAnswerSchema)
}
