import { describe, expect, it } from 'vitest'
import { seed } from '../../seed'
import { parseNumber } from './editor-checks'
import { checkPayment, paymentForm } from './payment-check'
import { checkService } from './service-check'
import { checkSession } from './session-check'
import { checkUser, editedOnly, userForm } from './user-check'

const [user] = seed('default').users
if (!user) throw new Error('The seed has no demo user')

describe('parseNumber', () => {
  it.each([
    ['3 217,40', 3217.4],
    ['3\u00a0217,40', 3217.4],
    ['3217.4', 3217.4],
    ['-5', -5],
    ['', undefined],
    ['12abc', undefined],
    ['1e400', undefined],
    ['Infinity', undefined],
  ])('%j → %j', (text, expected) => {
    expect(parseNumber(text)).toBe(expected)
  })
})

describe('checkUser', () => {
  it('takes a balance typed the Russian way', () => {
    const result = checkUser({ ...userForm(user), balance: '3 217,40' }, user)
    expect(result).toMatchObject({ ok: true, value: { balance: 3217.4 } })
  })

  it.each([
    ['balance', 'много', 'Введите баланс числом, например 3217,40'],
    ['cashback', 'NaN', 'Введите кэшбэк числом, например 112,50'],
  ] as const)('refuses %s %j in Russian', (field, value, message) => {
    expect(checkUser({ ...userForm(user), [field]: value }, user)).toEqual({ ok: false, errors: { [field]: message } })
  })

  it('links Telegram with an id and unlinks it with null', () => {
    expect(checkUser({ ...userForm(user), telegram: true }, user)).toMatchObject({
      value: { telegramId: String(user.id) },
    })
    expect(checkUser({ ...userForm(user), telegram: false }, user)).toMatchObject({ value: { telegramId: null } })
  })
})

describe('editedOnly', () => {
  it('applies only the fields support changed, so a balance the app changed meanwhile stays', () => {
    const opened = userForm(user)
    const form = { ...opened, cashback: '5', telegram: true }
    const result = checkUser(form, user)
    if (!result.ok) throw new Error('the form should pass')
    expect(editedOnly(result.value, opened, form)).toEqual({ balanceStars: 5, telegramId: String(user.id) })
  })
})

describe('checkService', () => {
  it.each([
    [
      { name: 'Rust', price: '', servers: '2' },
      { ok: true, value: { userId: 1, message: 'Rust', amount: null, serverCount: 2 } },
    ],
    [
      { name: 'Rust', price: '990,50', servers: '1' },
      { ok: true, value: { userId: 1, message: 'Rust', amount: 990.5, serverCount: 1 } },
    ],
    [
      { name: ' ', price: '1', servers: '1' },
      { ok: false, errors: { name: 'Введите название услуги' } },
    ],
    [
      { name: 'Rust', price: '-1', servers: '1' },
      { ok: false, errors: { price: expect.stringMatching(/^Введите цену/) } },
    ],
    [
      { name: 'Rust', price: '1', servers: '1.5' },
      { ok: false, errors: { servers: 'Введите количество серверов целым числом' } },
    ],
  ])('%j', (form, expected) => {
    expect(checkService(form, 1)).toEqual(expected)
  })
})

describe('checkSession and checkPayment', () => {
  it('refuses an empty user-agent and a missing date in Russian', () => {
    expect(checkSession({ userAgent: '', ip: '', lastActivity: '' }, 1)).toEqual({
      ok: false,
      errors: { userAgent: 'Введите строку user-agent', lastActivity: 'Укажите дату и время последней активности' },
    })
  })

  it('adds a session with its own token and no IP when none is given', () => {
    const result = checkSession({ userAgent: 'Mozilla/5.0', ip: '', lastActivity: '2026-01-02T10:00' }, 7)
    expect(result).toMatchObject({ ok: true, value: { userId: 7, ipAddress: null, userAgent: 'Mozilla/5.0' } })
  })

  it.each([
    ['', { amount: 'Введите сумму числом, например 1500 или 89,50' }],
    ['1 500', undefined],
  ])('payment amount %j', (amount, errors) => {
    const result = checkPayment({ ...paymentForm(), amount }, 1)
    expect(result.ok ? undefined : result.errors).toEqual(errors)
  })
})
