import { scopedKey } from '@/lib/scoped-key'

// PRODUCT.md §2: `?scenario=NAME` switches the mock's behaviour for the browser tab.
export const SCENARIOS = ['default', 'new-user', '2fa', 'server-errors', 'slow', 'offline', 'payment-declined'] as const
export type Scenario = (typeof SCENARIOS)[number]

/** What the panel calls each scenario; the id stays for `?scenario=` and shows beside it in small print. */
export const SCENARIO_TITLES: Record<Scenario, string> = {
  default: 'Демо',
  'new-user': 'Новый пользователь',
  '2fa': 'Вход с 2FA',
  'server-errors': 'Ошибки сервера',
  slow: 'Медленная сеть',
  offline: 'Нет сети',
  'payment-declined': 'Отказ оплаты',
}

export const SCENARIO_DESCRIPTIONS: Record<Scenario, string> = {
  default: 'Демо-данные',
  'new-user': 'Новый пользователь: нулевой баланс, нет услуг, одно устройство',
  '2fa': 'У демо-пользователя включена Google 2FA',
  'server-errors': 'Каждый запрос отвечает 500',
  slow: 'Каждый запрос идёт около 2 секунд',
  offline: 'Каждый запрос падает как сетевая ошибка',
  'payment-declined': 'Пополнение отклоняется платёжной системой',
}

// This build's key, read when used: the tests' link helper imports this module under Node, without Vite.
const storageKey = () => scopedKey('lk-mock-scenario', import.meta.env.BASE_URL)
let current: Scenario = 'default'
const listeners = new Set<() => void>()

export function isScenario(value: unknown): value is Scenario {
  return typeof value === 'string' && (SCENARIOS as readonly string[]).includes(value)
}

export function getScenario(): Scenario {
  return current
}

export function setScenario(scenario: Scenario, options: { remember?: boolean } = {}) {
  current = scenario
  if (options.remember) sessionStorage.setItem(storageKey(), scenario)
  listeners.forEach((listener) => listener())
}

export function subscribeScenario(listener: () => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** Restores the tab's scenario: the URL wins, then what this tab chose before. */
export function restoreScenario(search: string): { scenario: Scenario; reset: boolean } {
  const requested = new URLSearchParams(search).get('scenario')
  if (requested === 'reset') {
    setScenario('default', { remember: true })
    return { scenario: 'default', reset: true }
  }
  const stored = sessionStorage.getItem(storageKey())
  const scenario = isScenario(requested) ? requested : isScenario(stored) ? stored : 'default'
  setScenario(scenario, { remember: true })
  return { scenario, reset: false }
}

/** Which data set a scenario reads and writes; behaviour-only scenarios share the demo data. */
export type Dataset = 'default' | 'new-user' | '2fa'
export function datasetOf(scenario: Scenario): Dataset {
  return scenario === 'new-user' || scenario === '2fa' ? scenario : 'default'
}
