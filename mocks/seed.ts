import type { Dataset } from './scenarios'
import type { MockDb, MockSession, MockUser } from './db'
import { ago, DAY, demoPayments, HOUR } from './seed-payments'

// PRODUCT.md §2: the fixed demo facts anyone can drive the mock with.
export const DEMO = { login: 'demo', email: 'demo@example.com', password: 'Demo1234' } as const
export const SECURE = { email: 'secure@example.com', password: 'Secure1234' } as const
/** Every e-mail, registration, reset and 2FA code the mock accepts. */
export const MOCK_CODE = '123456'

export const USER_AGENTS = {
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  macFirefox: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:132.0) Gecko/20100101 Firefox/132.0',
} as const

function demoUser(overrides: Partial<MockUser> = {}): MockUser {
  return {
    id: 10231,
    email: DEMO.email,
    phoneNamber: '+7 900 123-45-67',
    userName: DEMO.login,
    firstName: 'Иван',
    middleName: 'Сергеевич',
    lastName: 'Петров',
    avatarUrl: '',
    password: DEMO.password,
    isTwoFactorEnabled: false,
    twoFactorPending: false,
    yandexId: null,
    telegramId: null,
    balance: 1250.5,
    balanceStars: 87.25,
    ...overrides,
  }
}

function secureUser(): MockUser {
  return demoUser({
    id: 10232,
    email: SECURE.email,
    userName: 'secure',
    firstName: 'Анна',
    middleName: 'Олеговна',
    lastName: 'Смирнова',
    phoneNamber: '+7 900 765-43-21',
    password: SECURE.password,
    isTwoFactorEnabled: true,
    balance: 300,
    balanceStars: 0,
  })
}

function otherSessions(userId: number): MockSession[] {
  return [
    {
      id: 's-win',
      token: 'seed-win',
      userId,
      userAgent: USER_AGENTS.windowsChrome,
      ipAddress: '95.165.12.4',
      lastActivity: ago(3 * HOUR),
    },
    {
      id: 's-iphone',
      token: 'seed-iphone',
      userId,
      userAgent: USER_AGENTS.iphoneSafari,
      ipAddress: '178.66.201.17',
      lastActivity: ago(2 * DAY),
    },
    {
      id: 's-mac',
      token: 'seed-mac',
      userId,
      userAgent: USER_AGENTS.macFirefox,
      ipAddress: null,
      lastActivity: ago(12 * DAY),
    },
  ]
}

export function seed(dataset: Dataset): MockDb {
  const demo = demoUser(dataset === '2fa' ? { isTwoFactorEnabled: true } : {})
  const secure = secureUser()
  if (dataset === 'new-user') {
    return {
      users: [demoUser({ balance: 0, balanceStars: 0, middleName: '', phoneNamber: '' }), secure],
      sessions: [],
      services: [],
      payments: [],
      registrations: [],
      resetRequests: [],
      nextUserId: 20000,
    }
  }
  return {
    users: [demo, secure],
    sessions: otherSessions(demo.id),
    services: [
      { userId: demo.id, amount: 1790, message: 'Minecraft Survival', serverCount: 2 },
      { userId: demo.id, amount: null, message: 'CS2 Public', serverCount: 1 },
    ],
    payments: demoPayments(demo.id),
    registrations: [],
    resetRequests: [],
    nextUserId: 20000,
  }
}
