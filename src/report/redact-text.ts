import { isHidden } from './placeholder'
import { SECRET_FIELDS, secretField, type RedactionKind } from './redact-kinds'

// Redaction inside a single string that is not JSON: URLs, form bodies, header values, broken JSON.

export type Hide = (kind: RedactionKind, secret: string) => string

// header.payload.signature, each part base64url; the signature may be empty (alg "none").
const JWT = /eyJ[A-Za-z0-9_-]{4,}\.eyJ[A-Za-z0-9_-]{2,}\.[A-Za-z0-9_-]*/g
const NAMES = SECRET_FIELDS.join('|')
// name=value after a URL or form separator (or the string's start): query strings, fragments, form bodies.
const PARAM = new RegExp(`(^|[?&#;\\s])(${NAMES})=([^&#;\\s"]*)`, 'gi')
// "name": value inside text that did not parse as JSON (truncated bodies still carry secrets).
const JSON_PAIR = new RegExp(`("(${NAMES})"\\s*:\\s*)("(?:[^"\\\\]|\\\\.)*"|[^,}\\]\\s]+)`, 'gi')
// The whole otpauth:// address: its query holds the authenticator secret.
const OTPAUTH = /otpauth:\/\/[^\s"'<>]*/gi
// The start parameter of t.me / telegram.me / tg:// links carries a one-time binding key.
const TELEGRAM_START =
  /((?:https?:\/\/)?(?:t|telegram)\.me\/[^\s?#"]*\?(?:[^\s#"]*?&)?start=|tg:\/\/[^\s?#"]*\?(?:[^\s#"]*?&)?start=)([^&#\s"]*)/gi
// user:password@ (or a bare user@) before the host of any URL.
const URL_CREDENTIALS = /(\b[a-z][a-z0-9+.-]*:\/\/)([^\s/?#@"[\]]+)@/gi

export function redactText(text: string, hide: Hide): string {
  const unlessHidden = (kind: RedactionKind, value: string, wrap = (hidden: string) => hidden) =>
    !value || isHidden(value) ? undefined : wrap(hide(kind, value))
  return text
    .replace(OTPAUTH, (match) => (isHidden(match) ? match : hide('otpauth', match)))
    .replace(TELEGRAM_START, (match, before: string, value: string) => {
      const hidden = unlessHidden('telegram-start', value)
      return hidden ? `${before}${hidden}` : match
    })
    .replace(URL_CREDENTIALS, (match, scheme: string, credentials: string) => {
      const hidden = unlessHidden('url-credentials', credentials)
      return hidden ? `${scheme}${hidden}@` : match
    })
    .replace(PARAM, (match, before: string, name: string, value: string) => {
      const hidden = unlessHidden(secretField(name) ?? 'token', value)
      return hidden ? `${before}${name}=${hidden}` : match
    })
    .replace(JSON_PAIR, (match, before: string, name: string, value: string) => {
      const bare = value.startsWith('"') ? value.slice(1, -1) : value
      const hidden = unlessHidden(secretField(name) ?? 'token', bare)
      return hidden ? `${before}"${hidden}"` : match
    })
    .replace(JWT, (match) => hide('jwt', match))
}
