import { seed } from '../../seed'
import type { FaultOutcome, RuleSpec } from '../rules/rule-schema'
import { createKnownValues } from './known-values'
import { replaceShapes } from './personal-shapes'

// Personal data out of what support hands around (links, HAR files): each personal value becomes a
// stand-in that still passes the app's schemas, the same value always the same stand-in within one
// export. Money, dates, statuses, services, user agents and failures stay real: they are the bug.

type Kind = 'email' | 'phone' | 'first' | 'middle' | 'last' | 'name' | 'nick' | 'telegram' | 'yandex' | 'avatar' | 'ip'

/**
 * The fields that hold personal data, wherever they appear (the data set, a recorded answer, a
 * request's query): every personal field of the user, the registration and login payloads, and the
 * common spellings. Matched in any letter case; a Map, so "constructor" finds nothing.
 */
const FIELDS = new Map<string, Kind>(
  Object.entries({
    email: 'email',
    mail: 'email',
    phoneNamber: 'phone',
    phone: 'phone',
    phoneNumber: 'phone',
    firstName: 'first',
    middleName: 'middle',
    lastName: 'last',
    name: 'name',
    fullName: 'name',
    userName: 'nick',
    nickname: 'nick',
    login: 'nick',
    usernameOrEmail: 'nick',
    telegramId: 'telegram',
    yandexId: 'yandex',
    avatarUrl: 'avatar',
    avatar: 'avatar',
    ipAddress: 'ip',
    ip: 'ip',
  } satisfies Record<string, Kind>).map(([name, kind]) => [name.toLowerCase(), kind]),
)
/** A login may be an e-mail: then it is one. */
const fieldKind = (name: string, value: unknown): Kind | undefined => {
  const kind = FIELDS.get(name.toLowerCase())
  return kind === 'nick' && typeof value === 'string' && value.includes('@') ? 'email' : kind
}

/**
 * The mock's own logins ("demo", "secure") are public, given in the README, and an account keeps its
 * login through a HAR import: never a customer's, so they travel as they are and the receiver of a
 * link still signs in with them.
 */
let seedLogins: ReadonlySet<string> | undefined
const isSeedLogin = (value: unknown) =>
  (seedLogins ??= new Set(seed('default').users.map((user) => user.userName))).has(String(value))

/** Documentation address blocks (RFC 5737): never anyone's real address. */
const IP_BLOCKS = ['192.0.2', '198.51.100', '203.0.113']

const STAND_INS: Record<Kind, (n: number) => string> = {
  email: (n) => `client-${n}@example.com`,
  phone: (n) => `+7 900 000-${String(Math.floor(n / 100) % 100).padStart(2, '0')}-${String(n % 100).padStart(2, '0')}`,
  first: (n) => `Имя${n}`,
  middle: (n) => `Отчество${n}`,
  last: (n) => `Фамилия${n}`,
  name: (n) => `Имя${n} Фамилия${n}`,
  nick: (n) => `client${n}`,
  telegram: (n) => String(100_000_000 + n),
  yandex: (n) => String(200_000_000 + n),
  avatar: (n) => `https://example.com/avatar-${n}.png`,
  ip: (n) => `${IP_BLOCKS[Math.floor((n - 1) / 254) % IP_BLOCKS.length]}.${((n - 1) % 254) + 1}`,
}

export type Pseudonymiser = {
  /** A JSON value with every personal field replaced. */
  walk: <T>(value: T) => T
  /** A body: JSON is walked; then every personal value met so far is replaced in the text. */
  text: (body: string) => string
  /** An address: query parameters named like a personal field are learnt, then known values replaced. */
  url: (address: string) => string
  /** One query parameter's (decoded) value. */
  param: (name: string, value: string) => string
  /** Every string inside a value (messages, header values) with the values met so far replaced. */
  strings: <T>(value: T) => T
}

/** One per export: the map lives as long as the export, so equal values get equal stand-ins. */
export function createPseudonymiser(): Pseudonymiser {
  const known = new Map<string, string>()
  const values = createKnownValues()
  const counts = new Map<Kind, number>()
  /** Stand-ins already handed out: a second pass over the same text leaves them be. */
  const made = new Set<string>()

  const standIn = (kind: Kind, original: string) => {
    const found = known.get(`${kind}:${original}`)
    if (found !== undefined) return found
    if (made.has(original)) return original
    const n = (counts.get(kind) ?? 0) + 1
    counts.set(kind, n)
    const next = STAND_INS[kind](n)
    known.set(`${kind}:${original}`, next)
    values.add(original, next)
    made.add(next)
    return next
  }

  const field = (kind: Kind, value: unknown): unknown => {
    // An empty text carries nothing personal; absent values and other types pass as they are, below.
    if (value === '') return value
    if (kind === 'nick' && isSeedLogin(value)) return value
    if (typeof value === 'number') {
      // An id keeps its type (the app takes both); a number where a name belongs becomes its text.
      const made = standIn(kind, String(value))
      return /^\d+$/.test(made) ? Number(made) : made
    }
    return typeof value === 'string' ? standIn(kind, value) : value
  }

  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return byShape(value)
    if (Array.isArray(value)) return value.map(walk)
    if (typeof value !== 'object' || value === null) return value
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => {
        const kind = fieldKind(key, inner)
        return [key, kind ? field(kind, inner) : walk(inner)]
      }),
    )
  }

  /** E-mails, phones and addresses wherever they stand; stand-ins already made stay. */
  const byShape = (text: string) => replaceShapes(text, (kind, found) => standIn(kind, found))

  /** Every value met so far, then the shapes: a value inside another (a nickname in an e-mail) never splits it. */
  const replaceKnown = (body: string) => byShape(values.replace(body))

  const url = (address: string) => {
    try {
      for (const [name, value] of new URL(address, 'http://localhost').searchParams) {
        const kind = fieldKind(name, value)
        if (kind) field(kind, value)
      }
    } catch {
      // Not an address after all: only the values already known are replaced.
    }
    return replaceKnown(address)
  }

  const param = (name: string, value: string) => {
    const kind = fieldKind(name, value)
    return kind ? String(field(kind, value)) : replaceKnown(value)
  }

  const strings = (value: unknown): unknown => {
    if (typeof value === 'string') return replaceKnown(value)
    if (Array.isArray(value)) return value.map(strings)
    if (typeof value !== 'object' || value === null) return value
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, strings(inner)]))
  }

  const text = (body: string) => {
    let parsed: unknown
    try {
      parsed = JSON.parse(body)
    } catch {
      return replaceKnown(body)
    }
    return replaceKnown(JSON.stringify(walk(parsed)))
  }

  return { walk: walk as <T>(value: T) => T, text, url, param, strings: strings as <T>(value: T) => T }
}

/** An answer a rule or a moment replays, its recorded or own body without personal data. */
export function pseudonymiseOutcome(mask: Pseudonymiser, outcome: FaultOutcome): FaultOutcome {
  return outcome.kind === 'recorded' || outcome.kind === 'own' ? { ...outcome, body: mask.text(outcome.body) } : outcome
}

/**
 * Rules without personal data: first their recorded and own answers (an own answer made from a
 * journal row is the customer's answer), then every other text (messages, errors, conditions).
 */
export function pseudonymiseRules(mask: Pseudonymiser, rules: readonly RuleSpec[]): RuleSpec[] {
  const pass = (rule: RuleSpec): RuleSpec => ({ ...rule, outcome: pseudonymiseOutcome(mask, rule.outcome) })
  // Two passes: a value first met in a later answer is also replaced in the plain text of earlier ones.
  return mask.strings(rules.map(pass).map(pass))
}
