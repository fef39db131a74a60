import { HttpResponse } from 'msw'
import * as v from 'valibot'
import { PasswordSchema } from '@/api/password-rule'
import { save } from '../db'
import { MOCK_CODE } from '../seed'
import { badRequest, readAuthenticated } from '../respond'
import { handle } from '../handle'

// POST /{product}/auth/password/change: code first (e-mail or Google), then the current password,
// then the password rule on the new one. The checks run in the order the real service reports them.

const BodySchema = v.object({ oldPassword: v.string(), newPassword: v.string(), code: v.string() })

export const passwordHandlers = [
  handle('change-password', async ({ request }) => {
    const call = await readAuthenticated(request, BodySchema)
    if (call instanceof Response) return call
    const { user, body } = call
    if (body.code !== MOCK_CODE) return badRequest({ code: ['Неверный код'] }, 'Неверный код')
    if (body.oldPassword !== user.password) {
      return badRequest({ oldPassword: ['Неверный текущий пароль'] }, 'Неверный текущий пароль')
    }
    const rule = v.safeParse(PasswordSchema, body.newPassword)
    if (!rule.success) {
      const messages = rule.issues.map((issue) => issue.message)
      return badRequest({ newPassword: messages }, messages[0])
    }
    // 'status ok or not, and message' (SPEC §7): a refusal that is not a validation error.
    if (body.newPassword === body.oldPassword) {
      return HttpResponse.json({ status: 'error', message: 'Новый пароль совпадает с текущим' })
    }
    user.password = body.newPassword
    save()
    return HttpResponse.json({ status: 'ok', message: 'Пароль изменён' })
  }),
]
