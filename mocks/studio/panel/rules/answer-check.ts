import * as v from 'valibot'
import { callById } from '../../core/calls'
import { IN_RUSSIAN, wordIssues } from '../../core/russian-issues'
import { BODY_TOO_BIG, OWN_BODY_MAX } from '../../rules/rule-schema'

// What the own-answer editor says of a body as it is typed: whether it is JSON, and whether the app's
// own schema for the call (the catalogue's) would accept it. A refusal is a warning only: a malformed
// answer is a legitimate thing to reproduce.

export type Check = { tone: 'ok' | 'warning'; text: string }

const isJsonType = (contentType: string) => /json/i.test(contentType)
const SHOWN = 160
const shown = (text: string) => (text.length > SHOWN ? `${text.slice(0, SHOWN)}…` : text)

/** "строка 2, символ 5" from the engine's message, when it says where. */
function where(error: unknown, body: string): string {
  const position = /position (\d+)/.exec(error instanceof Error ? error.message : '')?.[1]
  if (position === undefined) return ''
  const before = body.slice(0, Number(position)).split('\n')
  return `: ошибка в строке ${before.length}, символ ${(before.at(-1)?.length ?? 0) + 1}`
}

type Issue = v.BaseIssue<unknown>
const leaves = (issue: Issue): Issue[] => (issue.issues?.length ? issue.issues.flatMap(leaves) : [issue])
const depth = (issue: Issue) => issue.path?.length ?? 0

/** The deepest issue: a union's own issue names no field, the one of its closest option does. */
function firstIssue(issues: readonly Issue[]): string {
  const issue = issues
    .flatMap(leaves)
    .reduce<Issue | undefined>(
      (deepest, next) => (deepest && depth(deepest) >= depth(next) ? deepest : next),
      undefined,
    )
  if (!issue) return ''
  const field = v.getDotPath(issue)
  return `${field ? `поле ${field}` : 'ответ целиком'}: ${shown(issue.message)}`
}

export async function checkAnswer(callId: string, status: number, contentType: string, body: string): Promise<Check[]> {
  if (body.length > OWN_BODY_MAX) return [{ tone: 'warning', text: BODY_TOO_BIG }]
  if (!isJsonType(contentType)) return []
  let value: unknown
  try {
    value = JSON.parse(body)
  } catch (error) {
    return [{ tone: 'warning', text: `Это не JSON${where(error, body)}. Приложение не сможет его прочитать.` }]
  }
  const checks: Check[] = [{ tone: 'ok', text: 'JSON без ошибок.' }]
  const schema = callById(callId)?.answer
  if (!schema || status < 200 || status > 299) return checks
  const result = await v.safeParseAsync(schema, value)
  if (result.success) return [...checks, { tone: 'ok', text: 'Приложение примет этот ответ.' }]
  const russian = (await v.safeParseAsync(schema, value, IN_RUSSIAN)).issues
  const issue = firstIssue(wordIssues(result.issues, () => russian))
  return [
    ...checks,
    { tone: 'warning', text: `Приложение не примет этот ответ — ${issue}. Правило можно добавить и так.` },
  ]
}
