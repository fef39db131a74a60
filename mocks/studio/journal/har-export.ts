import type { Har, HarEntry, HarHeader } from '@/report/har-types'
import { createPseudonymiser, pseudonymiseRules } from '../privacy/pseudonymise'
import { toHarEntry } from '@/report/har-entry'
import { redactHar } from '@/report/redact'
import type { TimelineEntry } from './timeline'
import type { RuleSpec } from '../rules/rule-schema'

// The journal as a HAR 1.2 file: developers open it in the browser's network panel, and the
// studio's HAR import reads it back, the panel's rules included.

/** HAR allows fields of its own starting with "_": the panel's rules, as links carry them. */
export type StudioHar = { log: Har['log'] & { _rules: RuleSpec[] } }

type Options = { hide?: boolean; rules?: readonly RuleSpec[] }

/**
 * Finished calls only: one still waiting (a "no answer" rule) has no answer to record yet. The file
 * travels, so the mock's tokens, passwords and codes are hidden as in a customer's report, in the
 * rules' answers too.
 */
export function toHar(entries: readonly TimelineEntry[], { hide = false, rules = [] }: Options = {}): StudioHar {
  const har: StudioHar = {
    log: {
      version: '1.2',
      creator: { name: 'lk-mock-studio', version: '1' },
      pages: [],
      entries: entries
        .filter((entry) => entry.status !== undefined)
        .map((entry) => ({ ...toHarEntry(entry), ...(entry.ruleId && { _mockRule: entry.ruleId }) })),
      _rules: [...rules],
    },
  }
  const safe = redactHar(har).value as StudioHar
  return hide ? pseudonymiseHar(safe) : safe
}

/** Addresses, headers, bodies and rules with stand-ins for personal data, one mapping for the whole file. */
function pseudonymiseHar(har: StudioHar): StudioHar {
  const mask = createPseudonymiser()
  const headers = (list: HarHeader[]) => list.map(({ name, value }) => ({ name, value: mask.text(value) }))
  // Two passes: values met in a later JSON answer are known before any text is searched for them.
  const pass = (entry: HarEntry): HarEntry => {
    const { request, response } = entry
    const { postData } = request
    const { text } = response.content
    return {
      ...entry,
      request: {
        ...request,
        url: mask.url(request.url),
        queryString: request.queryString.map(({ name, value }) => ({ name, value: mask.param(name, value) })),
        headers: headers(request.headers),
        ...(postData && { postData: { ...postData, text: mask.text(postData.text) } }),
      },
      response: {
        ...response,
        headers: headers(response.headers),
        content: { ...response.content, ...(text !== undefined && { text: mask.text(text) }) },
        ...(response._error !== undefined && { _error: mask.text(response._error) }),
      },
    }
  }
  const entries = har.log.entries.map(pass).map(pass)
  return { log: { ...har.log, entries, _rules: pseudonymiseRules(mask, har.log._rules) } }
}
