import * as v from 'valibot'
import { isUnauthorized, UserFacingError } from './errors'
import type { ApiCall } from './call'
import { send } from './send'
import { MessageSchema } from './schema'
import { readQuery, type ReadContext } from './read-query'

export const enableGoogleCall = 'POST gateway authms/api/Auth/2fa/enable' satisfies ApiCall
export const verifyGoogleCall = 'POST gateway authms/api/Auth/2fa/verify' satisfies ApiCall
export const disableGoogleCall = 'POST gateway authms/api/Auth/2fa/disable' satisfies ApiCall
export const telegramCheckCall = 'GET gateway authms/api/Auth/users/check-telegram-user' satisfies ApiCall
export const telegramLinkCall = 'GET gateway telegrambotms/api/Bot/generate-telegram-link' satisfies ApiCall

// SPEC §7 two-factor calls: Google (enable → QR, verify, disable) and the Telegram check and link.

export const TELEGRAM_CHECK_FAILED = 'Ошибка получения 2fa'
export const TELEGRAM_LINK_FAILED = 'Ошибка генерации ссылки'
export const TELEGRAM_UNLINK_NOTICE = 'Вы можете отвязать Telegram только удалив свой аккаунт'

/** SPEC §5 Google code: 1–6 characters, digits only (the input filters everything else). */
export const GoogleCodeSchema = v.pipe(
  v.string(),
  v.minLength(1, 'Введите код из приложения'),
  v.maxLength(6, 'Код не длиннее 6 цифр'),
  v.regex(/^\d+$/, 'Код состоит только из цифр'),
)
export const GoogleCodeRequestSchema = v.object({ code: GoogleCodeSchema })

/** The QR code arrives as bare base64 PNG or as a data URL; either becomes a PNG data URL. */
const QrCodeSchema = v.pipe(
  v.string(),
  v.transform((value) => value.replace(/^data:image\/png;base64,/, '').replace(/\s/g, '')),
  v.regex(/^[A-Za-z0-9+/]+={0,2}$/, 'QR code is not base64'),
  v.transform((base64) => `data:image/png;base64,${base64}`),
)
export const EnableAnswerSchema = v.object({ qrCode: QrCodeSchema })

export function enableGoogle() {
  return send(enableGoogleCall).json(EnableAnswerSchema)
}

// A wrong code may come back as 401 from the real service: that is an answer, not an expired session.
export function verifyGoogle(code: string) {
  return send(verifyGoogleCall, { json: { code }, context: { credentialsCheck: true } }).json(MessageSchema)
}

export function disableGoogle(code: string) {
  return send(disableGoogleCall, { json: { code }, context: { credentialsCheck: true } }).json(MessageSchema)
}

/** 'boolean-like' (SPEC §7): true/false, "true"/"false", 1/0, or the same wrapped in `data`. */
const BooleanLike = v.union([
  v.boolean(),
  v.pipe(
    v.picklist(['true', 'false', 'True', 'False', '1', '0']),
    v.transform((value) => value === '1' || value.toLowerCase() === 'true'),
  ),
  v.pipe(
    v.picklist([0, 1]),
    v.transform((value) => value === 1),
  ),
])
export const TelegramCheckSchema = v.union([
  BooleanLike,
  v.pipe(
    v.object({ data: BooleanLike }),
    v.transform((answer) => answer.data),
  ),
])

/** A Telegram call fails with the screen's own text; a 401 stays as it is, so the shared handler signs out. */
function failingWith<T>(text: string, request: Promise<T>): Promise<T> {
  return request.catch((error: unknown) => {
    if (isUnauthorized(error)) throw error
    throw new UserFacingError(text, { cause: error })
  })
}

export function checkTelegram({ signal }: ReadContext = {}): Promise<boolean> {
  return failingWith(TELEGRAM_CHECK_FAILED, send(telegramCheckCall, { signal }).json(TelegramCheckSchema))
}

const HttpsUrl = v.pipe(v.string(), v.trim(), v.url(), v.startsWith('https://'))
export const TelegramLinkSchema = v.union([
  HttpsUrl,
  v.pipe(
    v.object({ link: HttpsUrl }),
    v.transform((answer) => answer.link),
  ),
  v.pipe(
    v.object({ data: HttpsUrl }),
    v.transform((answer) => answer.data),
  ),
])

export function generateTelegramLink(): Promise<string> {
  return failingWith(TELEGRAM_LINK_FAILED, send(telegramLinkCall).json(TelegramLinkSchema))
}

export const twoFactorQueries = {
  all: () => ['two-factor'] as const,
  telegram: () =>
    readQuery([...twoFactorQueries.all(), 'telegram'], checkTelegram, {
      call: telegramCheckCall,
      staleTime: 30_000,
    }),
}
