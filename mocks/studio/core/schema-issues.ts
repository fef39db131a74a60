import * as v from 'valibot'

// What a schema found wrong in a customer's file, in Russian words for support: where (the field's
// path) and what it holds instead. Written here once, for every list the import and the link show.

const KINDS: Record<string, string> = {
  string: 'текст',
  number: 'число',
  boolean: 'да или нет',
  array: 'список',
  object: 'объект',
  loose_object: 'объект',
  strict_object: 'объект',
  null: 'null',
  undefined: 'ничего',
  bigint: 'число',
  symbol: 'другое',
  function: 'другое',
  literal: 'одно определённое значение',
  picklist: 'одно из известных значений',
  variant: 'запись известного вида',
  union: 'значение известного вида',
  integer: 'целое число',
  non_empty: 'непустое значение',
}
/** What the value is, in the same words. */
function kindOf(input: unknown): string {
  if (input === null) return 'null'
  if (Array.isArray(input)) return 'список'
  return KINDS[typeof input] ?? 'другое'
}
/** Issues listed; the rest is counted. */
export const ISSUES_SHOWN = 3

type Issue = v.BaseIssue<unknown>
/** The deepest issues: a union's own issue names no field, those of its options do. */
const leaves = (issue: Issue): Issue[] => (issue.issues?.length ? issue.issues.flatMap(leaves) : [issue])

export function describeIssue(issue: Issue): string {
  const path = v.getDotPath(issue)
  const place = path ? `поле ${path}` : 'значение целиком'
  // A key the value lacks: valibot reports it on the object, with nothing as its input.
  if (issue.kind === 'schema' && issue.input === undefined && path) return `${place}: его нет`
  const expected = KINDS[issue.type] ?? 'другое значение'
  return issue.kind === 'schema'
    ? `${place}: нужно ${expected}, пришло ${kindOf(issue.input)}`
    : `${place}: нужно ${expected}`
}

/** At most ISSUES_SHOWN issues in words, and how many more there were. */
export function describeIssues(issues: readonly Issue[]): string[] {
  const all = [...new Set(issues.flatMap(leaves).map(describeIssue))]
  const more = all.length - ISSUES_SHOWN
  return more > 0 ? [...all.slice(0, ISSUES_SHOWN), `и ещё ${more}`] : all
}
