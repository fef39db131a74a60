import { REDACTED, SECRET_FIELDS, secretField, type RedactionKind } from './redact-kinds'

// Redaction inside a single string that is not JSON: URLs, form bodies, header values, broken JSON.

export type Count = (kind: RedactionKind) => void

// header.payload.signature, each part base64url; the signature may be empty (alg "none").
const JWT = /eyJ[A-Za-z0-9_-]{4,}\.eyJ[A-Za-z0-9_-]{2,}\.[A-Za-z0-9_-]*/g
const NAMES = SECRET_FIELDS.join('|')
// name=value after a URL or form separator (or the string's start): query strings, fragments, form bodies.
const PARAM = new RegExp(`(^|[?&#;\\s])(${NAMES})=([^&#;\\s]*)`, 'gi')
// "name": value inside text that did not parse as JSON (truncated bodies still carry secrets).
const JSON_PAIR = new RegExp(`("(${NAMES})"\\s*:\\s*)("(?:[^"\\\\]|\\\\.)*"|[^,}\\]\\s]+)`, 'gi')

export function redactText(text: string, count: Count): string {
  return text
    .replace(PARAM, (match, before: string, name: string, value: string) => {
      if (!value || value === REDACTED || value === encodeURIComponent(REDACTED)) return match
      count(secretField(name) ?? 'token')
      return `${before}${name}=${REDACTED}`
    })
    .replace(JSON_PAIR, (match, before: string, name: string, value: string) => {
      if (value === `"${REDACTED}"`) return match
      count(secretField(name) ?? 'token')
      return `${before}"${REDACTED}"`
    })
    .replace(JWT, () => {
      count('jwt')
      return REDACTED
    })
}
