import { isHidden, placeholderFor, randomSalt } from './placeholder'
import { holdsNoSecret, secretField, secretHeader, type RedactionCounts, type RedactionKind } from './redact-kinds'
import { redactText, type Hide } from './redact-text'

// A HAR (or one entry of it) is walked as plain data (never trusted: objects are rebuilt, so a
// "__proto__" key stays an ordinary key), every secret is replaced by a salted placeholder and
// counted by kind. Strings that hold JSON are parsed and walked too, so secrets in request and
// response bodies (base64 ones decoded first) are found at any depth. The one exception: the keys of
// a 400 answer's `errors` object name fields, and their values are messages, so they stay (their
// text is still checked like any string). The portal's report and the studio's import share it.

/** Deeper than this nothing can be checked cheaply, so it is removed rather than trusted. */
const MAX_DEPTH = 64

type Side = 'request' | 'response'
type Context = { hide: Hide; side: Side }

export type Redacted = { value: unknown; counts: RedactionCounts }

/** `salt` keeps placeholders equal across calls (one report); by default each call gets its own. */
export function redactHar(har: unknown, salt = randomSalt()): Redacted {
  const counts: RedactionCounts = {}
  const placeholder = placeholderFor(salt)
  const hide: Hide = (kind, secret) => {
    counts[kind] = (counts[kind] ?? 0) + 1
    return placeholder(secret)
  }
  return { value: walk(har, 0, '', { hide, side: 'request' }), counts }
}

function walk(value: unknown, depth: number, key: string, context: Context): unknown {
  if (typeof value === 'string') return redactString(value, depth, context)
  if (value === null || typeof value !== 'object') return value
  if (depth > MAX_DEPTH) return context.hide('unreadable', '')
  if (Array.isArray(value)) return value.map((item) => walk(item, depth + 1, key, context))
  return walkObject(value as Record<string, unknown>, depth, key, context)
}

function walkObject(source: Record<string, unknown>, depth: number, parentKey: string, context: Context) {
  const pair = typeof source.name === 'string' ? pairKind(source.name, parentKey, context.side) : undefined
  const decoded = decodeBody(source, context)
  const entries = Object.entries(decoded).map(([key, item]): [string, unknown] => {
    const field = pair && key === 'value' ? pair : parentKey === 'errors' ? undefined : secretField(key)
    if (field && !holdsNoSecret(field, item) && !(typeof item === 'string' && isHidden(item))) {
      return [key, context.hide(field, typeof item === 'string' ? item : JSON.stringify(item))]
    }
    const side = key === 'response' ? 'response' : key === 'request' ? 'request' : context.side
    return [key, walk(item, depth + 1, key, { ...context, side })]
  })
  return Object.fromEntries(entries)
}

/** The kind of a `{ name, value }` pair whose value is secret: headers, cookies, query and form parameters. */
function pairKind(name: string, parentKey: string, side: Side): RedactionKind | undefined {
  if (parentKey === 'cookies') return side === 'response' ? 'set-cookie' : 'cookie'
  if (parentKey === 'headers') {
    const header = name.toLowerCase()
    if (header === 'authorization') return 'authorization'
    if (header === 'cookie') return 'cookie'
    if (header === 'set-cookie') return 'set-cookie'
    if (secretHeader(header)) return 'secret-header'
  }
  return secretField(name)
}

/** A base64 body becomes its UTF-8 text so it can be checked; one that is not text is dropped. */
function decodeBody(source: Record<string, unknown>, context: Context): Record<string, unknown> {
  if (source.encoding !== 'base64' || typeof source.text !== 'string') return source
  const { encoding: _encoding, ...rest } = source
  try {
    const bytes = Uint8Array.from(atob(source.text.replace(/\s+/g, '')), (char) => char.charCodeAt(0))
    return { ...rest, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) }
  } catch {
    context.hide('unreadable', '')
    return { ...rest, text: '' }
  }
}

function redactString(text: string, depth: number, context: Context): string {
  const start = text.trimStart()[0]
  if (start === '{' || start === '[') {
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch {
      return redactText(text, context.hide)
    }
    let changed = false
    const hide: Hide = (kind, secret) => {
      changed = true
      return context.hide(kind, secret)
    }
    const redacted = walk(parsed, depth + 1, '', { ...context, hide })
    return changed ? JSON.stringify(redacted) : text
  }
  return redactText(text, context.hide)
}
