import { describe, expect, it } from 'vitest'
import { seed } from '../../seed'
import { checkState } from '../link/link-codec'
import { publicCollections } from './link-data'

// A link's records are read by the data editor's own field schemas: what the editor would refuse is
// left out and named, fields the data set does not have are dropped, and the rest opens.

const seeded = publicCollections(seed('default'))
const [demo] = seeded.users
const [service] = seeded.services
const [payment] = seeded.payments
if (!demo || !service || !payment) throw new Error('The demo seed has no user, service or payment')

const opened = (data: Record<string, unknown>) => {
  const checked = checkState({ v: 1, page: '/', scenario: 'default', rules: [], data })
  if (!checked.ok) throw new Error(checked.message)
  return checked
}

describe("a link's records", () => {
  it('come as they were sent when the editor would take every one', () => {
    expect(opened(seeded)).toEqual({ ok: true, state: expect.objectContaining({ data: seeded }) })
  })

  it('leave out what the editor refuses, in its words, and keep the rest', () => {
    const checked = opened({
      services: [service, { ...service, amount: 1e308 }, { ...service, serverCount: -3 }],
      payments: [{ ...payment, type: 'refund' }, payment],
      users: [{ ...demo, balance: 'много' }],
    })
    expect(checked.state.data).toEqual({ services: [service], payments: [payment], users: [] })
    expect(checked.notes).toEqual([
      'Не взято записей, которые портал не примет: 4 (пользователи № 1 — balance: Введите баланс числом, например ' +
        '3217,40; услуги № 2 — amount: Сумма вне допустимого диапазона; услуги № 3 — serverCount: Введите ' +
        'количество серверов целым числом; и ещё 1). Остальное открыто.',
    ])
  })

  it('name a missing field and a record that is not one', () => {
    const { userId: _owner, ...unowned } = service
    expect(opened({ services: [unowned, 'услуга'] }).notes).toEqual([
      'Не взято записей, которые портал не примет: 2 (услуги № 1 — нет поля userId; услуги № 2 — это не запись). ' +
        'Остальное открыто.',
    ])
  })

  it('drop fields the data set does not have, secrets included, and say which', () => {
    const checked = opened({
      users: [{ ...demo, password: 'Demo1234', isAdmin: true }],
      services: [JSON.parse(`{"__proto__": {"polluted": 1}, "color": "red", ${JSON.stringify(service).slice(1)}`)],
    })
    expect(checked.state.data).toEqual({ users: [demo], services: [service] })
    expect(JSON.stringify(checked.state)).not.toContain('Demo1234')
    expect(checked.notes).toEqual([
      'Из записей убраны поля, которых нет в данных мока: пользователи — password, isAdmin; услуги — __proto__, color.',
    ])
    expect(Object.prototype).not.toHaveProperty('polluted')
  })

  it('from before a field existed open with the value the portal reads for none', () => {
    const { avatarUrl: _avatar, twoFactorPending: _pending, telegramId: _telegram, ...older } = demo
    const checked = opened({ users: [older] })
    expect(checked.state.data.users).toEqual([{ ...demo, avatarUrl: '', twoFactorPending: false, telegramId: null }])
    expect(checked).not.toHaveProperty('notes')
  })
})
