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
import {
  CardAnswerSchema,
  paymentsCall,
  PaymentRequestSchema,
  SbpAnswerSchema,
  topUpCardCall,
  topUpSbpCall,
} from './payments'
import { PaymentHistorySchema } from './payment-history'
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

type Parts<Call> = Call extends `${infer M extends Method} ${infer B extends Backend} ${infer P}`
  ? { method: M; backend: B; path: P }
  : never

const entry = <const Id extends string, const Call extends ApiCall>(
  id: Id,
  call: Call,
  name: string,
  answer?: v.GenericSchema | v.GenericSchemaAsync,
  request?: v.GenericSchema,
) => {
  const [method, backend] = call.split(' ')
  const parts: Parts<ApiCall> = {
    method: v.parse(METHOD, method),
    backend: v.parse(BACKEND, backend),
    path: callPath(call),
  }
  return { id, call, ...parts, name, answer, request }
}

export const CATALOGUE = [
  entry('user', userCall, 'Данные пользователя', UserSchema),
  entry('services', servicesCall, 'Список услуг', ServicesAnswerSchema),
  entry('payments', paymentsCall, 'История платежей', PaymentHistorySchema),
  entry('top-up-card', topUpCardCall, 'Пополнение картой', CardAnswerSchema, PaymentRequestSchema),
  entry('top-up-sbp', topUpSbpCall, 'Пополнение через СБП', SbpAnswerSchema, PaymentRequestSchema),
  entry('update-profile', updateProfileCall, 'Сохранение профиля', MessageSchema, ProfileSchema),
  entry('update-avatar', updateAvatarCall, 'Смена аватара', MessageSchema, AvatarUpdateSchema),
  entry('upload', uploadCall, 'Загрузка файла'),
  entry('file', uploadedFileCall, 'Загруженный файл'),
  entry('devices', devicesCall, 'Список устройств', DeviceListSchema),
  entry('end-device', endDeviceCall, 'Завершение сеанса устройства'),
  entry('end-other-devices', endOtherDevicesCall, 'Завершение остальных сеансов', MessageSchema),
  entry('logout', logoutCall, 'Выход', MessageSchema),
  entry('logout-all', logoutAllCall, 'Выход со всех устройств', MessageSchema, LogoutAllRequestSchema),
  entry('change-password', changePasswordCall, 'Смена пароля', ChangePasswordAnswerSchema, ChangePasswordRequestSchema),
  entry('telegram-check', telegramCheckCall, 'Проверка Telegram', TelegramCheckSchema),
  entry('telegram-link', telegramLinkCall, 'Ссылка на Telegram-бота', TelegramLinkSchema),
  entry('2fa-enable', enableGoogleCall, 'Включение Google 2FA', EnableAnswerSchema),
  entry('2fa-verify', verifyGoogleCall, 'Подтверждение Google 2FA', MessageSchema, GoogleCodeRequestSchema),
  entry('2fa-disable', disableGoogleCall, 'Отключение Google 2FA', MessageSchema, GoogleCodeRequestSchema),
  entry('login', loginCall, 'Вход', LoginAnswerSchema, LoginRequestSchema),
  entry('verify-token', verifyTokenCall, 'Проверка токена', VerifyTokenAnswerSchema),
  entry('register', registerCall, 'Регистрация', MessageSchema, RegisterRequestSchema),
  entry(
    'verify-registration',
    verifyRegistrationCall,
    'Код регистрации',
    VerifyRegistrationAnswerSchema,
    VerifyRegistrationRequestSchema,
  ),
  entry('forgot-password', forgotPasswordCall, 'Запрос кода сброса пароля', MessageSchema, ForgotPasswordRequestSchema),
  entry('reset-password', resetPasswordCall, 'Сброс пароля по коду', MessageSchema, ResetPasswordRequestSchema),
  entry('yandex-url', yandexUrlCall, 'Вход через Яндекс', YandexUrlAnswerSchema),
] as const

export type CatalogueCall = (typeof CATALOGUE)[number]
export type CallId = CatalogueCall['id']
