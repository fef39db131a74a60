import { isHidden } from './placeholder'
import { holdsNoSecret, secretField, type RedactionKind } from './redact-kinds'
import { redactMultipart } from './redact-multipart'

// Redaction inside a single string that is not JSON: URLs, form bodies, header values, broken JSON.
// The text is untrusted and can be megabytes long, so every pattern runs in linear time: a match
// starts only where a token starts (a lookbehind), repeats are bounded or cannot overlap, and what a
// pattern cannot decide cheaply (which names are secret, a Telegram link's query) is decided in code.
// src/report/redact-text.bench.ts feeds each pattern its worst case.

export type Hide = (kind: RedactionKind, secret: string) => string

/** header.payload.signature, base64url; the header is JSON ("eyJ"), the payload anything, the signature may be empty. */
export const JWT = /(?<![\w-])eyJ[\w-]{4,}\.[\w-]{2,}\.[\w-]*/g
/** name=value after a URL or form separator (or the string's start); the name is checked in code. */
export const PARAM = /(^|[?&#;\s])([\w.%[\]-]{1,128})=([^&#;\s"]*)/g
/** "name": value inside text that did not parse as JSON (truncated bodies still carry secrets). */
export const JSON_PAIR = /("([\w.[\]-]{1,128})"\s{0,16}:\s{0,16})("(?:[^"\\]|\\.)*"|[^,}\]\s"]+)/g
/** The whole otpauth:// address: its query holds the authenticator secret. */
export const OTPAUTH = /otpauth:\/\/[^\s"'<>]*/gi
/** A t.me / telegram.me / tg:// link (one path segment: the bot) with a query; its start parameter carries a one-time binding key. */
export const TELEGRAM = /((?:https?:\/\/)?(?:t|telegram)\.me\/[^\s?#"/]{0,64}\?|tg:\/\/[^\s?#"/]{0,64}\?)([^\s#"]*)/gi
/** user:password@ (or a bare user@) before the host of any URL. */
export const URL_CREDENTIALS = /((?<![a-z0-9+.-])[a-z][a-z0-9+.-]{0,31}:\/\/)([^\s/?#@"[\]]+)@/gi

/** JSON's literals as a truncated body writes them. */
const LITERALS = new Map<string, unknown>([
  ['true', true],
  ['false', false],
  ['null', null],
])

/** How deep percent-encoded queries inside queries are opened (`redirect=%2Fx%3Ftoken%3D…`). */
const NESTING = 3

export function redactText(text: string, hide: Hide, depth = 0): string {
  /** `held`: the value as its field holds it (a JSON literal read as one). */
  const unlessHidden = (kind: RedactionKind, value: string, held: unknown = value) =>
    holdsNoSecret(kind, held) || isHidden(value) ? undefined : hide(kind, value)
  return redactMultipart(text, hide)
    .replace(OTPAUTH, (match) => (isHidden(match) ? match : hide('otpauth', match)))
    .replace(TELEGRAM, (_match, before: string, query: string) => {
      const params = query.split('&').map((param) => {
        if (!param.toLowerCase().startsWith('start=')) return param
        const hidden = unlessHidden('telegram-start', param.slice('start='.length))
        return hidden ? `start=${hidden}` : param
      })
      return `${before}${params.join('&')}`
    })
    .replace(URL_CREDENTIALS, (match, scheme: string, credentials: string) => {
      const hidden = unlessHidden('url-credentials', credentials)
      return hidden ? `${scheme}${hidden}@` : match
    })
    .replace(PARAM, (match, before: string, name: string, value: string) => {
      const kind = secretField(decoded(name))
      if (kind) {
        const hidden = unlessHidden(kind, value)
        return hidden ? `${before}${name}=${hidden}` : match
      }
      return `${before}${name}=${nested(value, hide, depth)}`
    })
    .replace(JSON_PAIR, (match, before: string, name: string, value: string) => {
      const kind = secretField(name)
      const quoted = value.startsWith('"')
      const bare = quoted ? value.slice(1, -1) : value
      const hidden = kind && unlessHidden(kind, bare, !quoted && LITERALS.has(bare) ? LITERALS.get(bare) : bare)
      return hidden ? `${before}"${hidden}"` : match
    })
    .replace(JWT, (match) => hide('jwt', match))
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/** A value that is itself an encoded address or query: opened, redacted, and encoded again if it changed. */
function nested(value: string, hide: Hide, depth: number): string {
  if (depth >= NESTING || !value.includes('%')) return value
  const inner = decoded(value)
  if (inner === value) return value
  const redacted = redactText(inner, hide, depth + 1)
  return redacted === inner ? value : encodeURIComponent(redacted)
}
