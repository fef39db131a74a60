import { HttpResponse } from 'msw'
import * as v from 'valibot'
import { LoginRequestSchema } from '@/api/auth'
import { handle } from '../handle'
import { db, save, sessionByToken } from '../db'
import { MOCK_CODE } from '../seed'
import { authenticate, message, openSession, publicUser, readBody, unauthorized } from '../respond'

// Sign-in, token check, the current user and sign-out: the calls the app shell needs.

const WRONG_CREDENTIALS = 'Неверный логин или пароль'

function findByLogin(login: string) {
  const needle = login.trim().toLowerCase()
  return db().users.find((user) => user.userName.toLowerCase() === needle || user.email.toLowerCase() === needle)
}

export const sessionHandlers = [
  handle('login', async ({ request }) => {
    const body = await readBody(request, LoginRequestSchema)
    if (body instanceof Response) return body
    const user = findByLogin(body.usernameOrEmail)
    // The same answer whether the account exists or not (PRODUCT.md §3).
    if (!user || user.password !== body.password) return unauthorized(WRONG_CREDENTIALS)
    if (user.isTwoFactorEnabled) {
      if (!body.twoFactorCode) {
        return HttpResponse.json({ requiresTwoFactor: true, message: 'Введите код из приложения-аутентификатора' })
      }
      if (body.twoFactorCode !== MOCK_CODE) return unauthorized('Неверный код подтверждения')
    }
    const session = openSession(user)
    save()
    return HttpResponse.json({ token: session.token, userId: user.id, message: 'Успешный вход' })
  }),

  handle('verify-token', async ({ request }) => {
    const body = await readBody(request, v.object({ token: v.string() }))
    if (body instanceof Response) return body
    const session = sessionByToken(body.token)
    if (!session) return unauthorized()
    return HttpResponse.json({ userId: session.userId })
  }),

  handle('user', ({ request }) => {
    const auth = authenticate(request)
    if (auth instanceof Response) return auth
    return HttpResponse.json(publicUser(auth.user))
  }),

  handle('logout', ({ request }) => {
    const auth = authenticate(request)
    if (auth instanceof Response) return auth
    db().sessions = db().sessions.filter((session) => session.id !== auth.session.id)
    save()
    return message('Вы вышли из аккаунта')
  }),
]
