import { describe, expect, it } from 'vitest'
import type { TimelineEntry } from '../journal/timeline'
import type { RuleSpec } from '../rules/rule-schema'
import { EVERY_KIND_OF_RULE as RULES } from '../rules/test-rules'
import { BROKEN_RULES } from './carried-rules'
import { toHar } from '../journal/har-export'
import { readHarText } from './har-import-read'
import { readCalls } from './har-import-plan'
import { planReading } from './plan-reading'

// "Скачать HAR" carries the panel's rules, and "Импорт HAR" brings them back through the one rule
// schema: every outcome, scope and condition, switched-off rules still off. A hostile file's rules end
// in a clear message.

const DEVICES = 'http://127.0.0.1:4173/mock/gateway/authms/api/Auth/devices'
const call = (n: number, status: number, ruleId?: string): TimelineEntry => ({
  requestId: `r${n}`,
  startedAt: Date.parse('2026-11-20T10:00:00Z') + n * 1000,
  method: 'POST',
  url: DEVICES,
  requestHeaders: [['Content-Type', 'application/json']],
  status,
  statusText: '',
  responseHeaders: [['content-type', 'application/json']],
  responseBody: '{"message":"Сбой"}',
  durationMs: 12,
  ...(ruleId && { ruleId }),
})

const asImported = (rules: readonly RuleSpec[]) => rules.map((rule) => ({ ...rule, origin: 'har' }))

async function imported(har: unknown) {
  const reading = readHarText(JSON.stringify(har))
  if (!reading.ok) throw new Error(reading.error)
  return planReading(reading, await readCalls(reading.entries))
}

describe("the panel's rules in its HAR", () => {
  it.each([false, true])('come back the same through export and import (personal data hidden: %s)', async (hide) => {
    const planned = await imported(toHar([call(1, 500, 'rule-1')], { hide, rules: RULES }))
    expect(planned).toEqual({ ok: true, plan: expect.objectContaining({ rules: asImported(RULES) }) })
  })

  it('come first; a failure no rule answered still becomes a rule of its own', async () => {
    const journal = [call(1, 500, 'rule-1'), call(2, 503)]
    const planned = await imported(toHar(journal, { rules: RULES.slice(1, 2) }))
    if (!planned.ok) throw new Error(planned.error)
    expect(planned.plan.rules).toEqual([
      ...asImported(RULES.slice(1, 2)),
      {
        call: 'devices',
        outcome: { kind: 'recorded', status: 503, contentType: 'application/json', body: '{"message":"Сбой"}' },
        scope: { kind: 'nth', n: 2 },
        origin: 'har',
      },
    ])
  })

  it('leave a HAR without them as before: its failures become rules', async () => {
    const { log } = toHar([call(1, 500, 'rule-1')])
    const { _rules: _none, ...withoutRules } = log
    const planned = await imported({ log: withoutRules })
    expect(planned).toMatchObject({ ok: true, plan: { rules: [{ call: 'devices', scope: { kind: 'nth', n: 1 } }] } })
  })

  it('hide a token in an own answer as the rest of the file hides it', async () => {
    const rule: RuleSpec = {
      call: 'user',
      outcome: { kind: 'own', status: 200, contentType: 'application/json', body: '{"token":"eyJhbGciOi.secret.x"}' },
      scope: { kind: 'every' },
      origin: 'manual',
    }
    expect(JSON.stringify(toHar([], { rules: [rule] }))).not.toContain('secret')
  })

  it.each([
    [
      'a rule of a kind this panel does not know',
      [{ ...RULES[1], outcome: { kind: 'teleport' } }],
      /^В файле есть правило неизвестного вида «teleport»: его сделала другая версия мок-панели\. Данные и правила не изменены\.$/,
    ],
    ['a "__proto__" kind', [{ ...RULES[1], outcome: JSON.parse('{"kind":"__proto__"}') }], /«__proto__»/],
  ])('refuse %s with a clear message', async (_case, rules, message) => {
    const { log } = toHar([call(1, 500, 'rule-1')])
    const planned = await imported({ log: { ...log, _rules: rules } })
    expect(planned).toEqual({ ok: false, error: expect.stringMatching(message) })
  })

  it.each([
    [
      'a chance over 100 %',
      [{ ...RULES[1], scope: { kind: 'chance', percent: 101, seed: 1 } }],
      'поле 0.scope.percent: нужно другое значение',
    ],
    [
      'a condition path of nothing',
      [{ ...RULES[1], when: [{ source: 'body', field: '', op: 'eq', value: '' }] }],
      'поле 0.when.0.field: нужно другое значение',
    ],
    ['rules that are not a list', { 0: RULES[1] }, 'значение целиком: нужно список, пришло объект'],
  ])('refuse %s as broken rules, saying what is wrong', async (_case, rules, issue) => {
    const { log } = toHar([call(1, 500, 'rule-1')])
    const planned = await imported({ log: { ...log, _rules: rules } })
    expect(planned).toEqual({ ok: false, error: BROKEN_RULES, issues: [issue] })
  })
})
