import * as v from 'valibot'
import { ConditionSchema, type Condition } from '../../rules/rule-schema'
import type { DraftCondition } from './rule-draft'

// The conditions part of the rule form: each row checked against the rule model, with a message.

export const emptyCondition = (): DraftCondition => ({ source: 'body', field: '', op: 'eq', value: '' })

export function conditionsOf(rows: readonly DraftCondition[]): Condition[] | string {
  const conditions: Condition[] = []
  for (const [index, row] of rows.entries()) {
    const place = `Условие ${index + 1}`
    const field = row.field.trim()
    if (!field) return `${place}: укажите поле или параметр`
    if (field.length > 200) return `${place}: имя поля — не длиннее 200 символов`
    const numeric = row.op === 'gte' || row.op === 'lte'
    const value = numeric ? row.value.trim().replace(',', '.') : row.value
    const result = v.safeParse(ConditionSchema, { ...row, field, value })
    if (!result.success)
      return numeric ? `${place}: для «≥» и «≤» нужно число` : `${place}: значение — не длиннее 1000 символов`
    conditions.push(result.output)
  }
  return conditions
}
