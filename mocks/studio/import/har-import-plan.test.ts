import { readFileSync } from 'node:fs'
import { capBody } from '@/report/redact-entry'
import { describe, expect, it } from 'vitest'
import { readHarText, type HarEntry } from './har-import-read'
import { planImport } from './har-import-plan'

function fixtureEntries() {
  const reading = readHarText(readFileSync('tests/fixtures/customer.har', 'utf8'))
  if (!reading.ok) throw new Error(reading.error)
  return reading.entries
}

const GATEWAY = 'https://gateway.gamehost.example'
const entry = (path: string, status: number, body: string, method = 'POST'): HarEntry => ({
  startedAt: Number.NaN,
  method,
  url: `${GATEWAY}${path}`,
  status,
  contentType: 'application/json',
  body,
})

const fixturePlan = await planImport(fixtureEntries())

describe('planImport on the customer fixture', () => {
  const plan = fixturePlan

  it("seeds the customer's user, services, payments and Telegram link from their recorded answers", () => {
    expect(plan.data.user).toMatchObject({ id: '58213', lastName: 'Кузнецова', balance: 3217.4, balanceStars: 112.5 })
    expect(plan.data.services?.map((service) => [service.message, service.amount, service.serverCount])).toEqual([
      ['Minecraft — Выживание', 990, 1],
      ['Rust Классика', 1790, 3],
    ])
    expect(plan.data.payments?.map((payment) => payment.id)).toEqual(['903', '902', '901'])
    expect(plan.data.telegramLinked).toBe(true)
    expect(plan.data.devices).toBeUndefined()
  })

  it('turns the failed devices and password calls into recorded rules, in order', () => {
    const devicesFailure = (n: number) => ({
      call: 'devices',
      origin: 'har',
      scope: { kind: 'nth', n },
      outcome: {
        kind: 'recorded',
        status: 500,
        contentType: 'application/json; charset=utf-8',
        body: '{"message":"Сервис устройств недоступен"}',
      },
    })
    expect(plan.rules).toEqual([
      devicesFailure(1),
      devicesFailure(2),
      expect.objectContaining({
        call: 'change-password',
        outcome: expect.objectContaining({ kind: 'recorded', status: 400 }),
      }),
    ])
  })

  it('ignores scripts, fonts and images', () => {
    expect(plan.ignored).toBe(3)
  })
})

describe('planImport on single answers', () => {
  // The rule answers as the customer's browser was answered: status, type and body as recorded.
  it.each([
    ['a malformed body of a modeled call', entry('/authms/api/Auth/user', 200, '{"id":')],
    ['wrong types in a modeled answer', entry('/authms/api/Auth/user', 200, '{"id":1,"balance":"много"}')],
    [
      'a cut-off top-up answer',
      entry('/paymentms/api/Payment/create', 200, '{"status":"ok","data":{"paymentUrl":"https://pay.exam'),
    ],
    [
      'an HTML page instead of the top-up answer',
      entry('/paymentms/api/Payment/sbp/qr', 200, '<!doctype html><title>502</title>'),
    ],
    [
      'wrong types in an answer the data set does not keep',
      entry('/paymentms/api/Payment/create', 201, '{"status":1,"data":{"paymentUrl":2}}'),
    ],
  ])('makes a recorded rule of %s', async (_case, answer) => {
    const { status, contentType, body } = answer
    expect((await planImport([answer])).rules).toEqual([
      expect.objectContaining({ outcome: { kind: 'recorded', status, contentType, body } }),
    ])
  })

  it('makes a network rule of no answer at all (status 0)', async () => {
    expect((await planImport([entry('/authms/api/Auth/devices', 0, '')])).rules).toEqual([
      expect.objectContaining({ outcome: { kind: 'network' } }),
    ])
  })

  it.each([
    [
      'a valid top-up answer',
      entry('/paymentms/api/Payment/create', 200, '{"status":"ok","data":{"paymentUrl":"https://pay.example/1"}}'),
    ],
    [
      'a valid SBP answer',
      entry('/paymentms/api/Payment/sbp/qr', 200, '{"status":"ok","data":"https://qr.example/1"}'),
    ],
    ['a valid profile answer', entry('/authms/api/Auth/update-profile', 200, '{"message":"Сохранено"}', 'PUT')],
  ])('makes no rule of %s', async (_case, answer) => {
    expect((await planImport([answer])).rules).toEqual([])
  })

  it('keeps failures of one call in order: error, cut-off body, no answer', async () => {
    const create = (status: number, body: string) => entry('/paymentms/api/Payment/create', status, body)
    const plan = await planImport([create(500, ''), create(200, '{"status":"ok","da'), create(0, '')])
    expect(plan.rules.map((rule) => [rule.scope, rule.outcome.kind])).toEqual([
      [{ kind: 'nth', n: 1 }, 'recorded'],
      [{ kind: 'nth', n: 2 }, 'recorded'],
      [{ kind: 'nth', n: 3 }, 'network'],
    ])
  })

  it('counts Nth per call: the second devices call failed', async () => {
    const plan = await planImport([
      entry('/authms/api/Auth/devices', 200, '[]'),
      entry('/authms/api/Auth/devices', 503, ''),
    ])
    expect(plan.data.devices).toEqual([])
    expect(plan.rules).toEqual([expect.objectContaining({ scope: { kind: 'nth', n: 2 } })])
  })

  it('keeps the last good answer when a call succeeded twice', async () => {
    const plan = await planImport([
      entry('/authms/api/Auth/user', 200, '{"id":1,"balance":5}'),
      entry('/authms/api/Auth/user', 200, '{"id":1,"balance":7}'),
    ])
    expect(plan.data.user?.balance).toBe(7)
  })

  it('skips redirects and cached revalidations', async () => {
    expect(await planImport([entry('/authms/api/Auth/user', 304, '')])).toMatchObject({
      data: {},
      rules: [],
      apiCalls: 1,
    })
  })

  it('skips a success whose body the browser did not record', async () => {
    expect(await planImport([entry('/authms/api/Auth/user', 200, '')])).toMatchObject({
      data: {},
      rules: [],
      apiCalls: 1,
    })
  })
})

describe('planImport on an answer the report cut at its size cap', () => {
  it('replays nothing of it, keeps the answer before, and says so', async () => {
    const cut = capBody(`[${'{"id":"p","amount":1},'.repeat(20_000)}{"id":"q","amount":2}]`) ?? ''
    const plan = await planImport([
      entry('/authms/api/Auth/devices', 200, '[]'),
      entry('/authms/api/Auth/devices', 200, cut),
    ])
    expect(plan.rules).toEqual([])
    expect(plan.data.devices).toEqual([])
    expect(plan.replaced).toEqual(['«Список устройств»: ответ в отчёте обрезан на 256 КБ, поэтому не воспроизводится'])
  })
})
