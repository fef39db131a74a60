import type { Condition, ConditionOp } from './rule-schema'

// A rule's conditions on the request: what each reads, whether it holds, and how it reads in words.

/** What the conditions may read of one request. */
export type RequestFacts = {
  /** The JSON body, or undefined when there is none or it is not JSON. */
  body: unknown
  query: URLSearchParams
  path: Readonly<Record<string, string>>
}

const SIGNS: Record<ConditionOp, string> = { eq: '=', contains: 'содержит', gte: '≥', lte: '≤' }

/** A body field by dotted path; only the body's own fields count, so `__proto__.x` finds nothing. */
export function fieldAt(value: unknown, path: string): unknown {
  let current = value
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, key)) return undefined
    current = (current as Record<string, unknown>)[key]
  }
  return current
}

function readOf(condition: Condition, facts: RequestFacts): unknown {
  if (condition.source === 'query') return facts.query.get(condition.field) ?? undefined
  if (condition.source === 'path')
    return Object.hasOwn(facts.path, condition.field) ? facts.path[condition.field] : undefined
  return fieldAt(facts.body, condition.field)
}

const asText = (value: unknown) => (typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value))

function holds(op: ConditionOp, actual: unknown, expected: string): boolean {
  if (op === 'gte' || op === 'lte') {
    if (typeof actual !== 'number' && typeof actual !== 'string') return false
    const number = Number(actual)
    if (typeof actual === 'string' && actual.trim() === '') return false
    return Number.isFinite(number) && (op === 'gte' ? number >= Number(expected) : number <= Number(expected))
  }
  return op === 'eq' ? asText(actual) === expected : asText(actual).includes(expected)
}

/** The first condition that does not hold, with what the request had instead; undefined when all hold. */
export function failedCondition(conditions: readonly Condition[] | undefined, facts: RequestFacts) {
  for (const condition of conditions ?? []) {
    const actual = readOf(condition, facts)
    if (actual === undefined || !holds(condition.op, actual, condition.value)) return { condition, actual }
  }
  return undefined
}

const fieldName = ({ source, field }: Condition) =>
  source === 'body' ? field : source === 'query' ? `параметр запроса ${field}` : `параметр пути ${field}`

const quoted = (condition: Condition) =>
  condition.op === 'gte' || condition.op === 'lte' ? condition.value : `«${condition.value}»`

export const describeCondition = (condition: Condition) =>
  `${fieldName(condition)} ${SIGNS[condition.op]} ${quoted(condition)}`

/** "только если amount ≥ 10000 и параметр пути id = «5»"; empty without conditions. */
export function describeConditions(conditions: readonly Condition[] | undefined): string {
  if (!conditions?.length) return ''
  return `только если ${conditions.map(describeCondition).join(' и ')}`
}

const CUT = 80
const short = (text: string) => (text.length > CUT ? `${text.slice(0, CUT)}…` : text)

/** Why a condition failed, in words: "не выполнено amount ≥ 10000: было 500". */
export function describeFailure({ condition, actual }: { condition: Condition; actual: unknown }): string {
  const had = actual === undefined ? `${fieldName(condition)} нет в запросе` : `было ${short(asText(actual))}`
  return `не выполнено ${describeCondition(condition)}: ${had}`
}
