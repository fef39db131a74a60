import { MOCK_GATEWAY_PATH, MOCK_GENERAL_PATH, PRODUCT_SLUG } from '@/api/config'

// The catalogue of SPEC §7 calls the mock backend answers: what the studio's rules, timeline and
// HAR import speak of. Ids are stable (links and saved rules carry them); names are what support reads.

export type CallId = string
export type MockCall = {
  id: CallId
  name: string
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  backend: 'gateway' | 'general'
  /** Relative to the backend base, ':id' for a parameter. */
  path: string
}

const gateway = (id: string, name: string, method: MockCall['method'], path: string): MockCall => ({
  id,
  name,
  method,
  backend: 'gateway',
  path,
})
const general = (id: string, name: string, method: MockCall['method'], path: string): MockCall => ({
  id,
  name,
  method,
  backend: 'general',
  path,
})

export const CALLS: readonly MockCall[] = [
  gateway('user', 'Данные пользователя', 'POST', 'authms/api/Auth/user'),
  gateway('services', 'Список услуг', 'GET', 'serversms/api/Servers/owner/services'),
  general('payments', 'История платежей', 'GET', 'payments/payments/user'),
  gateway('top-up-card', 'Пополнение картой', 'POST', 'paymentms/api/Payment/create'),
  gateway('top-up-sbp', 'Пополнение через СБП', 'POST', 'paymentms/api/Payment/sbp/qr'),
  gateway('update-profile', 'Сохранение профиля', 'PUT', 'authms/api/Auth/update-profile'),
  gateway('update-avatar', 'Смена аватара', 'PUT', 'authms/api/Auth/update-avatar'),
  general('upload', 'Загрузка файла', 'POST', 'upload'),
  general('file', 'Загруженный файл', 'GET', 'files/:id'),
  gateway('devices', 'Список устройств', 'POST', 'authms/api/Auth/devices'),
  gateway('end-device', 'Завершение сеанса устройства', 'DELETE', 'authms/api/Auth/devices/:id'),
  gateway('end-other-devices', 'Завершение остальных сеансов', 'POST', 'authms/api/Auth/logout-all-except-current'),
  gateway('logout', 'Выход', 'POST', 'authms/api/Auth/logout'),
  gateway('logout-all', 'Выход со всех устройств', 'POST', 'authms/api/Auth/logout-all'),
  general('change-password', 'Смена пароля', 'POST', `${PRODUCT_SLUG}/auth/password/change`),
  gateway('telegram-check', 'Проверка Telegram', 'GET', 'authms/api/Auth/users/check-telegram-user'),
  gateway('telegram-link', 'Ссылка на Telegram-бота', 'GET', 'telegrambotms/api/Bot/generate-telegram-link'),
  gateway('2fa-enable', 'Включение Google 2FA', 'POST', 'authms/api/Auth/2fa/enable'),
  gateway('2fa-verify', 'Подтверждение Google 2FA', 'POST', 'authms/api/Auth/2fa/verify'),
  gateway('2fa-disable', 'Отключение Google 2FA', 'POST', 'authms/api/Auth/2fa/disable'),
  gateway('login', 'Вход', 'POST', 'authms/api/Auth/login'),
  gateway('verify-token', 'Проверка токена', 'POST', 'authms/api/Auth/verify-token'),
  gateway('register', 'Регистрация', 'POST', 'authms/api/Auth/register'),
  gateway('verify-registration', 'Код регистрации', 'POST', 'authms/api/Auth/verify-registration'),
  gateway('forgot-password', 'Запрос кода сброса пароля', 'POST', 'authms/api/Auth/forgot-password'),
  gateway('reset-password', 'Сброс пароля по коду', 'POST', 'authms/api/Auth/reset-password-with-code'),
  general('yandex-url', 'Вход через Яндекс', 'GET', 'auth/yandex/getUrl'),
]

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
// Anchored at the end and after a slash: '/x/authms/api/Auth/devices/5' is the device call, not the list.
const patterns = new Map(CALLS.map((call) => [call, new RegExp(`/${escape(call.path).replace(/:id/g, '[^/]+')}/?$`)]))

function pathOf(url: string): string | undefined {
  try {
    return new URL(url, 'http://localhost').pathname
  } catch {
    return undefined
  }
}

/**
 * The call a request is for. The mock's own URLs must sit under their backend's base; the real
 * backends' absolute URLs (a customer's HAR) match by the path after whatever base they have.
 */
export function findCall(method: string, url: string): MockCall | undefined {
  const path = pathOf(url)
  if (!path) return undefined
  const verb = method.toUpperCase()
  const base = path.includes(`${MOCK_GATEWAY_PATH}/`)
    ? 'gateway'
    : path.includes(`${MOCK_GENERAL_PATH}/`)
      ? 'general'
      : null
  return CALLS.find(
    (call) => call.method === verb && (base === null || base === call.backend) && patterns.get(call)?.test(path),
  )
}

export function callById(id: CallId): MockCall | undefined {
  return CALLS.find((call) => call.id === id)
}
