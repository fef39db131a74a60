import { describe, expect, it } from 'vitest'
import { createPseudonymiser, pseudonymiseOutcome } from './pseudonymise'

// The table of personal fields, one case per name, in any letter case, and the stand-in each kind gets.

const FIELDS: [field: string, value: string | number, standIn: string | number][] = [
  ['email', 'ivan@mail.ru', 'client-1@example.com'],
  ['mail', 'ivan@mail.ru', 'client-1@example.com'],
  ['phoneNamber', '+7 916 555-12-34', '+7 900 000-00-01'],
  ['phone', '+7 916 555-12-34', '+7 900 000-00-01'],
  ['phoneNumber', '+7 916 555-12-34', '+7 900 000-00-01'],
  ['firstName', 'Иван', 'Имя1'],
  ['middleName', 'Сергеевич', 'Отчество1'],
  ['lastName', 'Петров', 'Фамилия1'],
  ['name', 'Иван Петров', 'Имя1 Фамилия1'],
  ['fullName', 'Иван Петров', 'Имя1 Фамилия1'],
  ['userName', 'ivanpetrov', 'client1'],
  ['nickname', 'ivanpetrov', 'client1'],
  ['login', 'ivanpetrov', 'client1'],
  ['usernameOrEmail', 'ivanpetrov', 'client1'],
  ['login', 'ivan@mail.ru', 'client-1@example.com'],
  ['telegramId', '987654321', '100000001'],
  ['telegramId', 987654321, 100000001],
  ['yandexId', '1130000012345678', '200000001'],
  ['avatarUrl', 'https://avatars.example/1', 'https://example.com/avatar-1.png'],
  ['avatar', 'https://avatars.example/1', 'https://example.com/avatar-1.png'],
  ['ipAddress', '95.165.12.4', '192.0.2.1'],
  ['ip', '95.165.12.4', '192.0.2.1'],
  // Values of no known shape: only the field's name tells what they are.
  ['email', 'ivan', 'client-1@example.com'],
  ['mail', 'ivan', 'client-1@example.com'],
  ['phoneNamber', 'рабочий', '+7 900 000-00-01'],
  ['phone', 'рабочий', '+7 900 000-00-01'],
  ['phoneNumber', 'рабочий', '+7 900 000-00-01'],
  ['ipAddress', 'host-1', '192.0.2.1'],
  ['ip', 'host-1', '192.0.2.1'],
  ['login', '@ivanpetrov', 'client-1@example.com'],
]

describe('personal fields by name', () => {
  it.each(FIELDS)('%s: %j becomes %j', (field, value, standIn) => {
    expect(createPseudonymiser().walk({ [field]: value })).toEqual({ [field]: standIn })
    expect(createPseudonymiser().walk({ [field.toUpperCase()]: value })).toEqual({ [field.toUpperCase()]: standIn })
  })

  it.each(['id', 'balance', 'status', 'userAgent', 'lastActivity', 'description', 'constructor'])(
    'keeps %s as it was',
    (field) => {
      expect(createPseudonymiser().walk({ [field]: 'value-1' })).toEqual({ [field]: 'value-1' })
    },
  )

  it.each([null, undefined, ''])('keeps an empty %j as it was', (value) => {
    expect(createPseudonymiser().walk({ email: value })).toEqual({ email: value })
  })

  it('keeps a value that is neither text nor a number as it was', () => {
    expect(createPseudonymiser().walk({ email: true, phone: [1] })).toEqual({ email: true, phone: [1] })
  })

  it('gives a number where a name belongs a stand-in of text, never NaN', () => {
    expect(createPseudonymiser().walk({ login: 12345, firstName: 7, ip: 3232235777 })).toEqual({
      login: 'client1',
      firstName: 'Имя1',
      ip: '192.0.2.1',
    })
  })

  it('keeps what is absent, in any field, and walks on past it', () => {
    const value = { data: null, list: [null, { email: 'ivan' }], note: undefined }
    expect(createPseudonymiser().walk(value)).toEqual({ data: null, list: [null, { email: 'client-1@example.com' }] })
  })

  it('keeps a mock login only as a login: in another field it is a name like any other', () => {
    expect(createPseudonymiser().walk({ firstName: 'demo' })).toEqual({ firstName: 'Имя1' })
  })

  it.each(['demo', 'secure'])('keeps the mock’s own login %s', (login) => {
    expect(createPseudonymiser().walk({ userName: login, login })).toEqual({ userName: login, login })
  })
})

describe('stand-ins', () => {
  const many = (field: string, count: number) =>
    createPseudonymiser().walk(Array.from({ length: count }, (_, n) => ({ [field]: `value-${n}` })))

  it('number each kind on its own, and give one value one stand-in', () => {
    const mask = createPseudonymiser()
    expect(mask.walk([{ email: 'a@x.ru', firstName: 'Анна' }, { email: 'b@x.ru' }, { mail: 'a@x.ru' }])).toEqual([
      { email: 'client-1@example.com', firstName: 'Имя1' },
      { email: 'client-2@example.com' },
      { mail: 'client-1@example.com' },
    ])
  })

  it('write phones as numbers of the 900 range, by hundreds', () => {
    const phones = many('phone', 1234).map((one) => one.phone)
    expect(phones[98]).toBe('+7 900 000-00-99')
    expect(phones[99]).toBe('+7 900 000-01-00')
    expect(phones[1233]).toBe('+7 900 000-12-34')
  })

  it('take addresses from the documentation blocks, 254 in each, then the next block', () => {
    const addresses = many('ip', 763).map((one) => one.ip)
    expect(addresses[253]).toBe('192.0.2.254')
    expect(addresses[254]).toBe('198.51.100.1')
    expect(addresses[508]).toBe('203.0.113.1')
    expect(addresses[762]).toBe('192.0.2.1')
  })

  it('are left as they are by a second pass', () => {
    const mask = createPseudonymiser()
    const once = mask.walk({ email: 'ivan@mail.ru', note: 'ivan@mail.ru' })
    expect(mask.walk(once)).toEqual(once)
    expect(mask.text(JSON.stringify(once))).toBe(JSON.stringify(once))
  })
})

describe('addresses and parameters', () => {
  it('learn a personal parameter of an address and replace it, encoded, wherever it stands', () => {
    const mask = createPseudonymiser()
    expect(mask.url('/x?email=ivan%40mail.ru&page=2')).toBe('/x?email=client-1%40example.com&page=2')
    expect(mask.param('q', 'от ivan@mail.ru')).toBe('от client-1@example.com')
    expect(mask.param('Login', 'ivanpetrov')).toBe('client1')
  })

  it('learn a personal parameter of no known shape from a relative address, after any other parameter', () => {
    const mask = createPseudonymiser()
    expect(mask.url('/api/users?page=2&login=ivanpetrov')).toBe('/api/users?page=2&login=client1')
    expect(mask.text('{"note":"ivanpetrov"}')).toBe('{"note":"client1"}')
  })

  it('replace only known values in what is not an address', () => {
    const mask = createPseudonymiser()
    mask.walk({ lastName: 'Петров' })
    expect(mask.url('http://[')).toBe('http://[')
    expect(mask.url('Петров')).toBe('Фамилия1')
  })

  it('replace values in every string of a value, and keep what is not a string', () => {
    const mask = createPseudonymiser()
    mask.walk({ lastName: 'Петров' })
    expect(mask.strings({ a: ['Петров', 1, null], b: { c: 'Петров' } })).toEqual({
      a: ['Фамилия1', 1, null],
      b: { c: 'Фамилия1' },
    })
  })

  it('walk a body that is JSON, and search one that is not', () => {
    const mask = createPseudonymiser()
    expect(mask.text('{"email":"ivan@mail.ru"}')).toBe('{"email":"client-1@example.com"}')
    expect(mask.text('{"note":"ivan@mail.ru" (cut')).toBe('{"note":"client-1@example.com" (cut')
  })
})

describe('a replayed answer', () => {
  const body = '{"email":"ivan@mail.ru","login":"ivanpetrov"}'
  const masked = '{"email":"client-1@example.com","login":"client1"}'

  it.each(['recorded', 'own'] as const)('a %s answer’s body leaves without personal data', (kind) => {
    const outcome = { kind, status: 200, contentType: 'application/json', body }
    expect(pseudonymiseOutcome(createPseudonymiser(), outcome)).toEqual({ ...outcome, body: masked })
  })

  it('an answer without a body of the customer’s is left as it is', () => {
    const outcome = { kind: 'status', status: 500, message: 'ivanpetrov' } as const
    expect(pseudonymiseOutcome(createPseudonymiser(), outcome)).toBe(outcome)
  })
})
