import * as v from 'valibot'
import {
  forgotPasswordCall,
  ForgotPasswordRequestSchema,
  LoginAnswerSchema,
  loginCall,
  LoginRequestSchema,
  logoutAllCall,
  LogoutAllRequestSchema,
  logoutCall,
  registerCall,
  RegisterRequestSchema,
  resetPasswordCall,
  ResetPasswordRequestSchema,
  VerifyRegistrationAnswerSchema,
  verifyRegistrationCall,
  VerifyRegistrationRequestSchema,
  VerifyTokenAnswerSchema,
  verifyTokenCall,
  YandexUrlAnswerSchema,
  yandexUrlCall,
} from './auth'
import { callPath, type ApiCall, type Backend, type Method } from './call'
import { DeviceListSchema, devicesCall, endDeviceCall, endOtherDevicesCall } from './devices'
import { ChangePasswordAnswerSchema, changePasswordCall, ChangePasswordRequestSchema } from './password'
import { PaymentHistorySchema, paymentsCall, PaymentRequestSchema, topUpCardCall, topUpSbpCall } from './payments'
import { AvatarUpdateSchema, ProfileSchema, updateAvatarCall, updateProfileCall } from './profile'
import { MessageSchema } from './schema'
import { ServicesAnswerSchema, servicesCall } from './services'
import {
  disableGoogleCall,
  EnableAnswerSchema,
  enableGoogleCall,
  GoogleCodeRequestSchema,
  TelegramCheckSchema,
  telegramCheckCall,
  TelegramLinkSchema,
  telegramLinkCall,
  verifyGoogleCall,
} from './two-factor'
import { uploadCall, uploadedFileCall } from './upload'
import { userCall, UserSchema } from './user'

// Every backend call the app makes (SPEC §7), with what support reads and the schemas of its
// request and answer. Only the mock and the tests import this, so the names and the list never
// reach a production build (scripts/check-production-bundle.mjs proves it). The mock's handlers,
// the studio's rules, journal and HAR import all read it; catalogue.test.ts fails when a call is
// missing here, has no handler, or is not found by the studio's matching.

const METHOD = v.picklist(['GET', 'POST', 'PUT', 'DELETE'] satisfies Method[])
const BACKEND = v.picklist(['gateway', 'general'] satisfies Backend[])

type Schemas = { request?: v.GenericSchema; answer?: v.GenericSchema }
type Parts<Call> = Call extends `${infer M extends Method} ${infer B extends Backend} ${infer P}`
  ? { method: M; backend: B; path: P }
  : never

const entry = <const Id extends string, const Call extends ApiCall>(
  id: Id,
  call: Call,
  name: string,
  schemas: Schemas = {},
) => {
  const [method, backend] = call.split(' ')
  const parts: Parts<ApiCall> = {
    method: v.parse(METHOD, method),
    backend: v.parse(BACKEND, backend),
    path: callPath(call),
  }
  return { id, call, ...parts, name, ...schemas }
}

export const CATALOGUE = [
  entry('user', userCall, 'Данные пользователя', { answer: UserSchema }),
  entry('services', servicesCall, 'Список услуг', { answer: ServicesAnswerSchema }),
  entry('payments', paymentsCall, 'История платежей', { answer: PaymentHistorySchema }),
  entry('top-up-card', topUpCardCall, 'Пополнение картой', { request: PaymentRequestSchema }),
  entry('top-up-sbp', topUpSbpCall, 'Пополнение через СБП', { request: PaymentRequestSchema }),
  entry('update-profile', updateProfileCall, 'Сохранение профиля', { request: ProfileSchema, answer: MessageSchema }),
  entry('update-avatar', updateAvatarCall, 'Смена аватара', { request: AvatarUpdateSchema, answer: MessageSchema }),
  entry('upload', uploadCall, 'Загрузка файла'),
  entry('file', uploadedFileCall, 'Загруженный файл'),
  entry('devices', devicesCall, 'Список устройств', { answer: DeviceListSchema }),
  entry('end-device', endDeviceCall, 'Завершение сеанса устройства'),
  entry('end-other-devices', endOtherDevicesCall, 'Завершение остальных сеансов', { answer: MessageSchema }),
  entry('logout', logoutCall, 'Выход', { answer: MessageSchema }),
  entry('logout-all', logoutAllCall, 'Выход со всех устройств', {
    request: LogoutAllRequestSchema,
    answer: MessageSchema,
  }),
  entry('change-password', changePasswordCall, 'Смена пароля', {
    request: ChangePasswordRequestSchema,
    answer: ChangePasswordAnswerSchema,
  }),
  entry('telegram-check', telegramCheckCall, 'Проверка Telegram', { answer: TelegramCheckSchema }),
  entry('telegram-link', telegramLinkCall, 'Ссылка на Telegram-бота', { answer: TelegramLinkSchema }),
  entry('2fa-enable', enableGoogleCall, 'Включение Google 2FA', { answer: EnableAnswerSchema }),
  entry('2fa-verify', verifyGoogleCall, 'Подтверждение Google 2FA', {
    request: GoogleCodeRequestSchema,
    answer: MessageSchema,
  }),
  entry('2fa-disable', disableGoogleCall, 'Отключение Google 2FA', {
    request: GoogleCodeRequestSchema,
    answer: MessageSchema,
  }),
  entry('login', loginCall, 'Вход', { request: LoginRequestSchema, answer: LoginAnswerSchema }),
  entry('verify-token', verifyTokenCall, 'Проверка токена', { answer: VerifyTokenAnswerSchema }),
  entry('register', registerCall, 'Регистрация', { request: RegisterRequestSchema, answer: MessageSchema }),
  entry('verify-registration', verifyRegistrationCall, 'Код регистрации', {
    request: VerifyRegistrationRequestSchema,
    answer: VerifyRegistrationAnswerSchema,
  }),
  entry('forgot-password', forgotPasswordCall, 'Запрос кода сброса пароля', {
    request: ForgotPasswordRequestSchema,
    answer: MessageSchema,
  }),
  entry('reset-password', resetPasswordCall, 'Сброс пароля по коду', {
    request: ResetPasswordRequestSchema,
    answer: MessageSchema,
  }),
  entry('yandex-url', yandexUrlCall, 'Вход через Яндекс', { answer: YandexUrlAnswerSchema }),
] as const

export type CatalogueCall = (typeof CATALOGUE)[number]
export type CallId = CatalogueCall['id']
