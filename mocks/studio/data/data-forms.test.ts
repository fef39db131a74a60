import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { seed } from '../../seed'
import { russianNumber } from './field-schemas'
import { PaymentFormSchema, paymentValues } from './payment-form'
import { serviceOf, ServiceFormSchema } from './service-form'
import { sessionOf, SessionFormSchema } from './session-form'
import { userChange, UserFormSchema, userValues } from './user-form'

const [user] = seed('default').users
if (!user) throw new Error('The seed has no demo user')

/** The Russian message of each refused field, as the form shows them under the fields. */
function refusals(schema: v.GenericSchema, values: unknown) {
  const result = v.safeParse(schema, values)
  if (result.success) return undefined
  return Object.fromEntries(result.issues.map((issue) => [issue.path?.[0]?.key, issue.message]))
}

describe('russianNumber', () => {
  it.each([
    ['3 217,40', 3217.4],
    ['3\u00a0217,40', 3217.4],
    ['3217.4', 3217.4],
    ['-5', -5],
    ['', undefined],
    ['12abc', undefined],
    ['1e400', undefined],
    ['1' + '0'.repeat(400), undefined],
    ['Infinity', undefined],
    ['+5', undefined],
  ])('%j → %j', (text, expected) => {
    const result = v.safeParse(russianNumber('Не число'), text)
    expect(result.success ? result.output : undefined).toBe(expected)
  })
})

describe('the user form', () => {
  it('takes a balance typed the Russian way', () => {
    const opened = userValues(user)
    expect(userChange({ ...opened, balance: '3 217,40' }, opened, user)).toEqual({ balance: 3217.4 })
  })

  it.each([
    ['balance', 'много', 'Введите баланс числом, например 3217,40'],
    ['balanceStars', 'NaN', 'Введите кэшбэк числом, например 112,50'],
    ['balance', '1,234', 'Больше двух знаков после запятой'],
  ] as const)('refuses %s %j in Russian', (field, value, message) => {
    expect(refusals(UserFormSchema, { ...userValues(user), [field]: value })).toEqual({ [field]: message })
  })

  it('links Telegram with an id and unlinks it with null', () => {
    const opened = userValues(user)
    expect(userChange({ ...opened, telegramId: true }, { ...opened, telegramId: false }, user)).toEqual({
      telegramId: String(user.id),
    })
    expect(userChange({ ...opened, telegramId: false }, { ...opened, telegramId: true }, user)).toEqual({
      telegramId: null,
    })
  })

  it('applies only the fields support changed, so a balance the app changed meanwhile stays', () => {
    const opened = userValues(user)
    const values = { ...opened, balanceStars: '5', telegramId: true, firstName: ' Ольга ' }
    expect(userChange(values, opened, user)).toEqual({
      balanceStars: 5,
      telegramId: String(user.id),
      firstName: 'Ольга',
    })
  })
})

describe('the service form', () => {
  it.each([
    [
      { message: 'Rust', amount: '', serverCount: '2' },
      { userId: 1, message: 'Rust', amount: null, serverCount: 2 },
    ],
    [
      { message: 'Rust', amount: '990,50', serverCount: '1' },
      { userId: 1, message: 'Rust', amount: 990.5, serverCount: 1 },
    ],
  ])('%j is stored as %j', (values, stored) => {
    expect(serviceOf(values, 1)).toEqual(stored)
  })

  it.each([
    [{ message: ' ', amount: '1', serverCount: '1' }, { message: 'Введите название услуги' }],
    [{ message: 'Rust', amount: '-1', serverCount: '1' }, { amount: expect.stringMatching(/^Введите цену/) }],
    [{ message: 'Rust', amount: '1', serverCount: '1.5' }, { serverCount: 'Введите количество серверов целым числом' }],
  ])('%j is refused', (values, messages) => {
    expect(refusals(ServiceFormSchema, values)).toEqual(messages)
  })
})

describe('the session and payment forms', () => {
  it('refuses an empty user-agent and a missing date in Russian', () => {
    expect(refusals(SessionFormSchema, { userAgent: '', ipAddress: '', lastActivity: '' })).toEqual({
      userAgent: 'Введите строку user-agent',
      lastActivity: 'Укажите дату и время последней активности',
    })
  })

  it('adds a session with its own token and no IP when none is given', () => {
    const session = sessionOf({ userAgent: 'Mozilla/5.0', ipAddress: '', lastActivity: '2026-01-02T10:00' }, 7)
    expect(session).toMatchObject({ userId: 7, ipAddress: null, userAgent: 'Mozilla/5.0' })
    expect(session.token).not.toBe('')
  })

  it.each([
    ['', { amount: 'Введите сумму числом, например 1500 или 89,50' }],
    ['1 500', undefined],
  ])('payment amount %j', (amount, messages) => {
    expect(refusals(PaymentFormSchema, { ...paymentValues(), amount })).toEqual(messages)
  })
})
