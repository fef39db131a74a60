import * as v from 'valibot'
import { IN_RUSSIAN, wordIssues } from '../core/russian-issues'
import { RECORDS, type DataDiff, type RawLinkData, type Travelling } from './link-data'

// The records a link or a reproduction file brings, read one by one with the data editor's own field
// schemas (link-data.ts): a record the portal would refuse is left out, a field the data set does not
// have is dropped, and the studio says both, so support knows what of the sender's data did not come.

const NAMES: Record<Travelling, string> = {
  users: 'пользователи',
  sessions: 'сеансы',
  services: 'услуги',
  payments: 'платежи',
}
/** Named in the message; the rest is counted. */
const SHOWN = 3
const NAME_LIMIT = 40
/** For a refusal no schema words in Russian (valibot's own words are English). */

export type LinkData = { data: DataDiff; notes: string[] }

type Found = { refused: string[]; dropped: Map<Travelling, Set<string>> }

const cut = (text: string) => (text.length > NAME_LIMIT ? `${text.slice(0, NAME_LIMIT)}…` : text)

function listed(items: readonly string[], separator: string) {
  const more = items.length > SHOWN ? `${separator}и ещё ${items.length - SHOWN}` : ''
  return items.slice(0, SHOWN).join(separator) + more
}

function reasonOf(issue: v.GenericIssue) {
  const key = issue.path?.[0]?.key
  if (typeof key !== 'string') return 'это не запись'
  // A key the record lacks: valibot reports it on the object itself, with nothing as input.
  if (issue.type === 'object' && issue.input === undefined) return `нет поля ${key}`
  return `${key}: ${issue.message}`
}

function readCollection<T>(
  name: Travelling,
  schema: v.GenericSchema<unknown, T> & { entries: v.ObjectEntries },
  list: readonly unknown[],
  found: Found,
): T[] {
  return list.flatMap((record, index) => {
    const result = v.safeParse(schema, record)
    if (!result.success) {
      const [first] = wordIssues(result.issues, () => v.safeParse(schema, record, IN_RUSSIAN).issues)
      found.refused.push(`${NAMES[name]} № ${index + 1} — ${first ? reasonOf(first) : 'это не запись'}`)
      return []
    }
    const extra = Object.keys(record as object).filter((key) => !Object.hasOwn(schema.entries, key))
    if (extra.length > 0) {
      const names = found.dropped.get(name) ?? new Set()
      extra.forEach((key) => names.add(cut(key)))
      found.dropped.set(name, names)
    }
    return [result.output]
  })
}

function notesOf({ refused, dropped }: Found): string[] {
  const notes: string[] = []
  if (refused.length > 0) {
    notes.push(
      `Не взято записей, которые портал не примет: ${refused.length} (${listed(refused, '; ')}). Остальное открыто.`,
    )
  }
  if (dropped.size > 0) {
    const fields = [...dropped].map(([name, keys]) => `${NAMES[name]} — ${listed([...keys], ', ')}`)
    notes.push(`Из записей убраны поля, которых нет в данных мока: ${fields.join('; ')}.`)
  }
  return notes
}

/** The records the mock takes, and what the studio says about the others. */
export function readLinkData(raw: RawLinkData): LinkData {
  const found: Found = { refused: [], dropped: new Map() }
  const { users, sessions, services, payments, nextUserId } = raw
  const data: DataDiff = nextUserId === undefined ? {} : { nextUserId }
  if (users) data.users = readCollection('users', RECORDS.users, users, found)
  if (sessions) data.sessions = readCollection('sessions', RECORDS.sessions, sessions, found)
  if (services) data.services = readCollection('services', RECORDS.services, services, found)
  if (payments) data.payments = readCollection('payments', RECORDS.payments, payments, found)
  return { data, notes: notesOf(found) }
}
