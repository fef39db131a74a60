import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { BODY_TOO_BIG, CONTENT_TYPE_MAX, OWN_BODY_MAX, type RuleSpec } from '../../rules/rule-schema'
import { RuleFormSchema } from './rule-form-schema'
import { ruleFormValues, valuesFromRule, type RuleFormValues } from './rule-form-values'

// The rule form's schema: what support types becomes a RuleSpec, and every refusal is a Russian
// message on the field that caused it (its dotted path is where the form shows it).

type Change = { [K in keyof RuleFormValues]?: Partial<RuleFormValues[K]> | RuleFormValues[K] }
function values(change: Change = {}): RuleFormValues {
  const base = ruleFormValues('devices')
  return {
    ...base,
    ...change,
    outcome: { ...base.outcome, ...change.outcome },
    scope: { ...base.scope, ...change.scope },
  } as RuleFormValues
}

/** Where and what the form says, or the rule it makes. */
function read(form: RuleFormValues) {
  const result = v.safeParse(RuleFormSchema, form)
  if (result.success) return result.output
  return result.issues.map((issue) => [v.getDotPath(issue), issue.message])
}

const refusal = (path: string, message: string) => [[path, message]]

describe('the rule form schema', () => {
  it('makes a manual rule of the default form: a 500 on every call', () => {
    expect(read(values())).toEqual({
      call: 'devices',
      outcome: { kind: 'status', status: 500, message: 'Внутренняя ошибка сервера' },
      scope: { kind: 'every' },
      origin: 'manual',
    })
  })

  it.each<[string, Change, string, string]>([
    ['an empty message', { outcome: { message: '  ' } }, 'outcome.message', 'Введите текст ошибки (message)'],
    [
      'errors that are not JSON',
      { outcome: { status: 400, errors: '{amount' } },
      'outcome.errors',
      'Поле errors должно быть JSON-объектом, например {"amount": ["Текст ошибки"]}',
    ],
    [
      'errors whose field holds a string',
      { outcome: { status: 400, errors: '{"amount": "Нет"}' } },
      'outcome.errors',
      'В errors у каждого поля должен быть список строк',
    ],
    [
      'a Retry-After past a day',
      { outcome: { status: 429, retryAfter: '86401' } },
      'outcome.retryAfter',
      'Retry-After — целое число секунд от 0 до 86 400',
    ],
    [
      'a fractional Retry-After',
      { outcome: { status: 429, retryAfter: '1.5' } },
      'outcome.retryAfter',
      'Retry-After — целое число секунд от 0 до 86 400',
    ],
    [
      'a delay past ten minutes',
      { outcome: { kind: 'latency', ms: '600001' } },
      'outcome.ms',
      'Задержка — целое число миллисекунд от 0 до 600 000',
    ],
    [
      'a negative delay',
      { outcome: { kind: 'latency', ms: '-1' } },
      'outcome.ms',
      'Задержка — целое число миллисекунд от 0 до 600 000',
    ],
    [
      'an own status below 100',
      { outcome: { kind: 'own', ownStatus: '99' } },
      'outcome.ownStatus',
      'Статус — целое число от 100 до 599',
    ],
    [
      'an own status past 599',
      { outcome: { kind: 'own', ownStatus: '600' } },
      'outcome.ownStatus',
      'Статус — целое число от 100 до 599',
    ],
    [
      'a content type too long',
      { outcome: { kind: 'own', contentType: 'a'.repeat(CONTENT_TYPE_MAX + 1) } },
      'outcome.contentType',
      `Тип содержимого — не длиннее ${CONTENT_TYPE_MAX} символов`,
    ],
    ['a body too big', { outcome: { kind: 'own', body: 'x'.repeat(OWN_BODY_MAX + 1) } }, 'outcome.body', BODY_TOO_BIG],
    ['no call number', { scope: { kind: 'nth', n: '' } }, 'scope.n', 'Номер вызова — целое число от 1'],
    ['call number 0', { scope: { kind: 'first', n: '0' } }, 'scope.n', 'Номер вызова — целое число от 1'],
    [
      'a chance past 100 %',
      { scope: { kind: 'chance', percent: '100,5' } },
      'scope.percent',
      'Вероятность — число процентов от 0 до 100',
    ],
    [
      'a chance that is not a number',
      { scope: { kind: 'chance', percent: 'половина' } },
      'scope.percent',
      'Вероятность — число процентов от 0 до 100',
    ],
    [
      'a seed past 32 bits',
      { scope: { kind: 'chance', seed: String(2 ** 32) } },
      'scope.seed',
      'Зерно — целое число от 0 до 4 294 967 295',
    ],
    [
      'a condition without a field',
      { conditions: [{ source: 'body', field: ' ', op: 'eq', value: '1' }] },
      'conditions.0.field',
      'Укажите поле или параметр',
    ],
    [
      'a condition field too long',
      { conditions: [{ source: 'body', field: 'a'.repeat(201), op: 'eq', value: '1' }] },
      'conditions.0.field',
      'Имя поля — не длиннее 200 символов',
    ],
    [
      'a "≥" against text',
      { conditions: [{ source: 'body', field: 'amount', op: 'gte', value: 'много' }] },
      'conditions.0.value',
      'Для «≥» и «≤» нужно число',
    ],
    [
      'a value too long',
      { conditions: [{ source: 'query', field: 'q', op: 'contains', value: 'a'.repeat(1001) }] },
      'conditions.0.value',
      'Значение — не длиннее 1000 символов',
    ],
  ])('refuses %s under its field', (_, change, path, message) => {
    expect(read(values(change))).toEqual(refusal(path, message))
  })

  it('takes each limit itself', () => {
    expect(read(values({ outcome: { kind: 'latency', ms: '600000' } }))).toMatchObject({
      outcome: { kind: 'latency', ms: 600_000 },
    })
    expect(read(values({ outcome: { status: 429, retryAfter: ' 86400 ' } }))).toMatchObject({
      outcome: { retryAfter: 86_400 },
    })
    expect(read(values({ scope: { kind: 'chance', percent: '0', seed: String(2 ** 32 - 1) } }))).toMatchObject({
      scope: { kind: 'chance', percent: 0, seed: 2 ** 32 - 1 },
    })
    expect(read(values({ outcome: { kind: 'own', ownStatus: '100', body: 'x'.repeat(OWN_BODY_MAX) } }))).toMatchObject({
      outcome: { kind: 'own', status: 100 },
    })
  })

  it('reads only the chosen outcome and scope: what was typed for another choice does not stop it', () => {
    const form = values({
      outcome: { kind: 'network', message: '', ms: 'много', ownStatus: '0', errors: '{' },
      scope: { kind: 'every', n: '0', percent: 'x' },
    })
    expect(read(form)).toEqual({
      call: 'devices',
      outcome: { kind: 'network' },
      scope: { kind: 'every' },
      origin: 'manual',
    })
  })

  it('keeps a 400 its errors and a 429 its Retry-After, and no other status either', () => {
    expect(read(values({ outcome: { status: 400, errors: '{"amount": ["Мало"]}', retryAfter: '5' } }))).toMatchObject({
      outcome: { kind: 'status', status: 400, message: 'Внутренняя ошибка сервера', errors: { amount: ['Мало'] } },
    })
    const throttled = read(values({ outcome: { status: 429, errors: '{', retryAfter: '5' } }))
    expect(throttled).toMatchObject({ outcome: { status: 429, retryAfter: 5 } })
    expect(throttled).not.toHaveProperty('outcome.errors')
    expect(read(values({ outcome: { status: 503, errors: '{', retryAfter: 'x' } }))).toMatchObject({
      outcome: { kind: 'status', status: 503 },
    })
  })

  it('reads numbers as support types them, and a numeric condition with a comma', () => {
    const form = values({
      scope: { kind: 'chance', percent: ' 12,5 ', seed: '7' },
      conditions: [
        { source: 'body', field: ' amount ', op: 'gte', value: '10 000'.replace(' ', '') },
        { source: 'query', field: 'q', op: 'lte', value: '0,5' },
      ],
    })
    expect(read(form)).toMatchObject({
      scope: { kind: 'chance', percent: 12.5, seed: 7 },
      when: [
        { source: 'body', field: 'amount', op: 'gte', value: '10000' },
        { source: 'query', field: 'q', op: 'lte', value: '0.5' },
      ],
    })
  })

  it('takes digits only where a whole number is asked for', () => {
    for (const typed of ['1e3', '0x10', '+5', '']) {
      expect(read(values({ outcome: { kind: 'latency', ms: typed } }))).toEqual(
        refusal('outcome.ms', 'Задержка — целое число миллисекунд от 0 до 600 000'),
      )
    }
  })

  it('keeps an "equals" value as typed, spaces included', () => {
    expect(read(values({ conditions: [{ source: 'path', field: 'id', op: 'eq', value: ' a b ' }] }))).toMatchObject({
      when: [{ source: 'path', field: 'id', op: 'eq', value: ' a b ' }],
    })
  })

  it('keeps a rule switched off', () => {
    expect(read(values({ off: true }))).toMatchObject({ off: true })
  })

  it.each<[string, RuleSpec]>([
    [
      'a 400',
      {
        call: 'x',
        origin: 'manual',
        outcome: { kind: 'status', status: 400, message: 'Нет', errors: { a: ['b'] } },
        scope: { kind: 'every' },
      },
    ],
    [
      'a 429',
      {
        call: 'x',
        origin: 'manual',
        outcome: { kind: 'status', status: 429, message: 'Ждите', retryAfter: 9 },
        scope: { kind: 'nth', n: 3 },
      },
    ],
    ['a delay', { call: 'x', origin: 'manual', outcome: { kind: 'latency', ms: 250 }, scope: { kind: 'first', n: 2 } }],
    [
      'a broken answer',
      {
        call: 'x',
        origin: 'manual',
        outcome: { kind: 'malformed', variant: 'html' },
        scope: { kind: 'chance', percent: 12.5, seed: 42 },
      },
    ],
    [
      'an own answer',
      {
        call: 'x',
        origin: 'manual',
        outcome: { kind: 'own', status: 201, contentType: 'text/plain', body: 'ок' },
        scope: { kind: 'every' },
      },
    ],
    [
      'a pause with conditions, off',
      {
        call: 'x',
        origin: 'manual',
        outcome: { kind: 'pause' },
        scope: { kind: 'every' },
        when: [{ source: 'body', field: 'amount', op: 'gte', value: '10000' }],
        off: true,
      },
    ],
  ])('opens %s for editing and saves it as it was', (_, rule) => {
    expect(read(valuesFromRule(rule))).toEqual(rule)
  })

  it('opens a recorded answer as an own one', () => {
    const recorded: RuleSpec = {
      call: 'x',
      origin: 'har',
      outcome: { kind: 'recorded', status: 404, contentType: 'application/json', body: '{}' },
      scope: { kind: 'nth', n: 1 },
    }
    expect(read(valuesFromRule(recorded))).toEqual({
      ...recorded,
      origin: 'manual',
      outcome: { kind: 'own', status: 404, contentType: 'application/json', body: '{}' },
    })
  })
})
