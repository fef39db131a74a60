import { HttpResponse } from 'msw'
import {
  ForgotPasswordRequestSchema,
  LogoutAllRequestSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  VerifyRegistrationRequestSchema,
} from '@/api/auth'
import { BASE_PREFIX } from '@/lib/base-path'
import { handle } from '../handle'
import { db, save, type MockUser } from '../db'
import { MOCK_CODE } from '../seed'
import { authenticate, badRequest, message, notFound, openSession, readBody, unauthorized } from '../respond'

// Registration with its e-mail code, the password reset, logout-all and the Yandex entry.

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()
const userByEmail = (email: string) => db().users.find((user) => same(user.email, email))

const WRONG_CODE = 'Неверный код'
const WRONG_RESET_CODE = 'Неверный или устаревший код'

export const authHandlers = [
  // Registering the same e-mail again replaces the pending registration: that is how a code is re-sent.
  handle('register', async ({ request }) => {
    const body = await readBody(request, RegisterRequestSchema)
    if (body instanceof Response) return body
    if (userByEmail(body.email)) return badRequest({ email: ['Пользователь с такой почтой уже зарегистрирован'] })
    if (db().users.some((user) => same(user.userName, body.username))) {
      return badRequest({ username: ['Этот никнейм уже занят'] })
    }
    const pending = db().registrations.filter((entry) => !same(entry.email, body.email))
    db().registrations = [...pending, { ...body, email: body.email.trim() }]
    save()
    return message(`Код подтверждения отправлен на ${body.email.trim()}`)
  }),

  handle('verify-registration', async ({ request }) => {
    const body = await readBody(request, VerifyRegistrationRequestSchema)
    if (body instanceof Response) return body
    const pending = db().registrations.find((entry) => same(entry.email, body.email))
    if (!pending) return notFound('Регистрация не найдена. Зарегистрируйтесь заново')
    if (body.code.toUpperCase() !== MOCK_CODE) {
      return HttpResponse.json({ message: WRONG_CODE, errors: { code: [WRONG_CODE] } }, { status: 400 })
    }
    const state = db()
    const user: MockUser = {
      id: state.nextUserId++,
      email: pending.email,
      phoneNamber: '',
      userName: pending.username,
      firstName: pending.firstName,
      middleName: '',
      lastName: pending.lastName,
      avatarUrl: '',
      password: pending.password,
      isTwoFactorEnabled: false,
      twoFactorPending: false,
      yandexId: null,
      telegramId: null,
      balance: 0,
      balanceStars: 0,
    }
    state.users.push(user)
    state.registrations = state.registrations.filter((entry) => entry !== pending)
    const session = openSession(user)
    save()
    return HttpResponse.json({ message: 'Регистрация завершена', userId: user.id, token: session.token })
  }),

  // The same answer whether the e-mail is registered or not (PRODUCT.md §3).
  handle('forgot-password', async ({ request }) => {
    const email = await readBody(request, ForgotPasswordRequestSchema)
    if (email instanceof Response) return email
    if (userByEmail(email) && !db().resetRequests.some((entry) => same(entry, email))) {
      db().resetRequests.push(email)
      save()
    }
    return message('Если почта зарегистрирована, мы отправили на неё код')
  }),

  handle('reset-password', async ({ request }) => {
    const body = await readBody(request, ResetPasswordRequestSchema)
    if (body instanceof Response) return body
    const user = userByEmail(body.email)
    const requested = db().resetRequests.some((entry) => same(entry, body.email))
    // An unknown e-mail gets the wrong-code answer too, so this call cannot probe for accounts.
    if (!user || !requested || body.code.trim() !== MOCK_CODE) {
      return HttpResponse.json({ message: WRONG_RESET_CODE, errors: { code: [WRONG_RESET_CODE] } }, { status: 400 })
    }
    user.password = body.newPassword
    const state = db()
    state.resetRequests = state.resetRequests.filter((entry) => !same(entry, body.email))
    state.completedResets = [...(state.completedResets ?? []).filter((entry) => !same(entry, body.email)), user.email]
    save()
    return message('Пароль обновлен')
  }),

  // Signed in: ends every other session. Right after a reset: the reset code ends all sessions of that account.
  handle('logout-all', async ({ request }) => {
    const auth = authenticate(request)
    if (!(auth instanceof Response)) {
      db().sessions = db().sessions.filter(
        (session) => session.userId !== auth.user.id || session.id === auth.session.id,
      )
      save()
      return message('Все остальные сеансы завершены')
    }
    const body = await readBody(request, LogoutAllRequestSchema)
    if (body instanceof Response) return body
    const state = db()
    const user = userByEmail(body.email)
    const allowed = (state.completedResets ?? []).some((entry) => same(entry, body.email))
    if (!user || !allowed || body.code.trim() !== MOCK_CODE) return unauthorized()
    state.sessions = state.sessions.filter((session) => session.userId !== user.id)
    state.completedResets = (state.completedResets ?? []).filter((entry) => !same(entry, body.email))
    save()
    return message('Все сеансы завершены')
  }),

  // The real URL is Yandex's consent page, which returns to /oauth with the result in the fragment.
  handle('yandex-url', ({ request }) => {
    const origin = new URL(request.url).origin
    const fragment = new URLSearchParams({
      access_token: `yandex-${crypto.randomUUID()}`,
      token_type: 'bearer',
      expires_in: '31536000',
    })
    return HttpResponse.json({ status: 'ok', data: { url: `${origin}${BASE_PREFIX}/oauth#${fragment.toString()}` } })
  }),
]
