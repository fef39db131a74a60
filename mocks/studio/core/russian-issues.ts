import type * as v from 'valibot'
import '@valibot/i18n/ru'

// What a schema refuses, in Russian, where the studio shows it to support (a link's records, an own
// answer, an imported file). A check with words of its own (SPEC's texts, the data editor's) keeps
// them; one without speaks valibot's own Russian (@valibot/i18n) instead of its English default.
//
// @valibot/i18n's release on npm (0.15) still declares valibot < 1 as its peer; its translations
// register through setSpecificMessage and setSchemaMessage, which valibot 1 keeps, so package.json
// overrides the peer. russian-issues.test.ts fails if they stop coming through.

/** The parse config that picks valibot's Russian messages. */
export const IN_RUSSIAN = { lang: 'ru' } as const

/** valibot's English default ("Invalid type: Expected …"): no schema of ours words a check so. */
const UNWORDED = /^Invalid \w+:/

type Issue = v.BaseIssue<unknown>

const hasUnworded = (issues: readonly Issue[] = []): boolean =>
  issues.some((issue) => UNWORDED.test(issue.message) || hasUnworded(issue.issues))

function word<T extends Issue>(issue: T, russian: Issue | undefined): T {
  const message = UNWORDED.test(issue.message) && russian ? russian.message : issue.message
  const issues = issue.issues?.map((inner, index) => word(inner, russian?.issues?.[index]))
  return { ...issue, message, ...(issues && { issues }) }
}

/**
 * The issues of a refusing parse, each (and each nested one) in its own words where it has them.
 * valibot ranks a language's messages above those set with v.message(), so the words it lacks come
 * from the same parse run again with IN_RUSSIAN (`inRussian`), only when one is needed.
 */
export function wordIssues<T extends Issue>(issues: readonly T[], inRussian: () => readonly Issue[] | undefined): T[] {
  if (!hasUnworded(issues)) return [...issues]
  const russian = inRussian() ?? []
  return issues.map((issue, index) => word(issue, russian[index]))
}
