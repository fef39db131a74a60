import { HttpResponse } from 'msw'
import { GoogleCodeRequestSchema } from '@/api/two-factor'
import { save, type MockUser } from '../db'
import { MOCK_CODE } from '../seed'
import { authenticate, badRequest, readAuthenticated } from '../respond'
import { handle } from '../handle'

// Google 2FA (enable → QR, verify, disable) and the Telegram check and link.

/** A QR-looking 186×186 PNG. It does not scan: in mock mode the authenticator code is always MOCK_CODE. */
const QR_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAALoAAAC6AQAAAAAxdWpcAAAA7ElEQVR42u2XQQ7FIAhEJ+EAHsmrcyQPQDI/qL+1rXtoUkLS4OtGgUHBvSk+8BqgAFAUqCTNA2QAHheiuxX2lXhggBU9HCUVoDAboKGyIQ/oqe1l1/+45TwKjDaYqX32RwyYZkWl1Y2WBIFRZ1aUrUr3BMBjtmqoh3BkAEO/AMg4vjPnkcDDhlP0z30EAq7HJ1T5N2cs8CK71lwGMPI6RR912Ucg8I9wir5w7Y9IgIclANO8RfuS3HQ3BoxRNEXfE9yQAYw5tBP9SHBcce6inwBsRD8e6GYahIL1mbGKfixYr4Or6IeC7+H+avADz0vRtBpKU2AAAAAASUVORK5CYII='

const refuse = (field: string, text: string) => badRequest({ [field]: [text] }, text)

/**
 * Verify and disable: a signed-in call carrying the authenticator's code. The account's own state is
 * checked before the code (`refusal` answers when the step makes no sense now); resolves to the user.
 */
async function codeChecked(request: Request, refusal: (user: MockUser) => Response | undefined) {
  const call = await readAuthenticated(request, GoogleCodeRequestSchema)
  if (call instanceof Response) return call
  const refused = refusal(call.user)
  if (refused) return refused
  if (call.body.code !== MOCK_CODE) return refuse('code', 'Неверный код')
  return call.user
}

export const twoFactorHandlers = [
  handle('2fa-enable', ({ request }) => {
    const auth = authenticate(request)
    if (auth instanceof Response) return auth
    if (auth.user.isTwoFactorEnabled) return refuse('twoFactor', 'Двухфакторная аутентификация уже включена')
    auth.user.twoFactorPending = true
    save()
    return HttpResponse.json({ qrCode: QR_PNG_BASE64 })
  }),

  handle('2fa-verify', async ({ request }) => {
    const user = await codeChecked(request, (candidate) =>
      candidate.twoFactorPending ? undefined : refuse('code', 'Сначала получите новый QR-код'),
    )
    if (user instanceof Response) return user
    user.twoFactorPending = false
    user.isTwoFactorEnabled = true
    save()
    return HttpResponse.json({ message: 'Google Authenticator подключён' })
  }),

  handle('2fa-disable', async ({ request }) => {
    const user = await codeChecked(request, (candidate) =>
      candidate.isTwoFactorEnabled ? undefined : refuse('twoFactor', 'Двухфакторная аутентификация не включена'),
    )
    if (user instanceof Response) return user
    user.isTwoFactorEnabled = false
    save()
    return HttpResponse.json({ message: 'Google Authenticator отключён' })
  }),

  handle('telegram-check', ({ request }) => {
    const auth = authenticate(request)
    if (auth instanceof Response) return auth
    return HttpResponse.json(Boolean(auth.user.telegramId))
  }),

  // The real link opens the provider's bot, which links the account; the mock cannot follow it, so it only answers.
  handle('telegram-link', ({ request }) => {
    const auth = authenticate(request)
    if (auth instanceof Response) return auth
    const start = `${auth.user.id}-${crypto.randomUUID().slice(0, 8)}`
    return HttpResponse.json({ link: `https://t.me/mock_hosting_bot?start=${start}` })
  }),
]
