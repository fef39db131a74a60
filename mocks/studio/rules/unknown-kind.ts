import { OUTCOME_KINDS, ScopeSchema } from './rule-schema'

// A rule from a link or a file whose answer or scope this version does not know: made by a newer
// panel, or edited by hand. Named in the message, so support knows it is not a broken link.

const SCOPE_KINDS: readonly string[] = ScopeSchema.options.map((option) => option.entries.kind.literal)
const KNOWN_OUTCOMES: readonly string[] = OUTCOME_KINDS
const kindOf = (value: unknown) =>
  typeof value === 'object' && value !== null && 'kind' in value && typeof value.kind === 'string'
    ? value.kind
    : undefined

/** The first unknown kind among the rules, cut short to print. */
export function unknownRuleKind(rules: unknown): string | undefined {
  if (!Array.isArray(rules)) return undefined
  for (const rule of rules as unknown[]) {
    if (typeof rule !== 'object' || rule === null) continue
    const outcome = kindOf('outcome' in rule ? rule.outcome : undefined)
    if (outcome !== undefined && !KNOWN_OUTCOMES.includes(outcome)) return outcome.slice(0, 40)
    const scope = kindOf('scope' in rule ? rule.scope : undefined)
    if (scope !== undefined && !SCOPE_KINDS.includes(scope)) return scope.slice(0, 40)
  }
  return undefined
}

/** `where` is the place in the prepositional case: a link ("ссылке"), a HAR file ("файле"). */
export const unknownKindMessage = (kind: string, where = 'ссылке') =>
  `В ${where} есть правило неизвестного вида «${kind}»: его сделала другая версия мок-панели. Данные и правила не изменены.`
