// What the redactor removes, by kind. The Russian lines the studio shows are in redact-labels.ts, so
// the portal's recording does not carry them.

/** Field names that are secrets wherever they appear: JSON keys at any depth, query and form parameters. */
export const SECRET_FIELDS = [
  'token',
  'access_token',
  'accessToken',
  'refreshToken',
  'refresh_token',
  'idToken',
  'id_token',
  'apiKey',
  'api_key',
  'secret',
  'clientSecret',
  'client_secret',
  'code',
  'password',
  'newPassword',
  'oldPassword',
  'twoFactorCode',
  // The Google 2FA enable answer: its image encodes the authenticator secret.
  'qrCode',
] as const
export type SecretField = (typeof SECRET_FIELDS)[number]

/** Headers that carry keys, beside Authorization, the cookies and any X-…-Token. */
const SECRET_HEADERS = new Set(['proxy-authorization', 'x-api-key'])

export function secretHeader(name: string): boolean {
  const header = name.toLowerCase()
  return SECRET_HEADERS.has(header) || (header.startsWith('x-') && header.endsWith('-token'))
}

export type RedactionKind =
  | 'authorization'
  | 'cookie'
  | 'set-cookie'
  | 'secret-header'
  | SecretField
  | 'secret-field'
  | 'multipart'
  | 'jwt'
  | 'otpauth'
  | 'telegram-start'
  | 'url-credentials'
  | 'unreadable'

export type RedactionCounts = Partial<Record<RedactionKind, number>>

const byLowerName = new Map<string, SecretField>(SECRET_FIELDS.map((name) => [name.toLowerCase(), name]))
/** Beyond the exact list: any name holding one of these (confirmPassword, authToken, sessionId, clientSecret…). */
const SECRET_PARTS = /password|passwd|token|secret|apikey|sessionid|credential/
/** Short names that are secrets only as a whole: "code" is, "country_code" is not. */
const SECRET_WORDS = new Set(['otp', 'pin', 'pincode', 'otpcode', 'smscode', 'authcode', 'verificationcode'])
/**
 * The last word (or two) of a name that is about a secret rather than the secret itself: tokenType
 * ("Bearer"), refresh_token_expires_in, passwordChangedAt, sessionIdleTimeout. Matched by words, so
 * passwordReset or tokenValue stay secret.
 */
const ABOUT_A_SECRET = new Set([
  'type',
  'kind',
  'expires',
  'expiresin',
  'expiresat',
  'expiry',
  'expiration',
  'ttl',
  'lifetime',
  'timeout',
  'length',
  'count',
  'policy',
  'strength',
  'required',
  'enabled',
  'changedat',
  'updatedat',
  'createdat',
])

function aboutASecret(name: string): boolean {
  const words = name
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z\d]+/)
    .filter(Boolean)
  const last = words.at(-1) ?? ''
  return ABOUT_A_SECRET.has(last) || ABOUT_A_SECRET.has(`${words.at(-2) ?? ''}${last}`)
}

/**
 * The secret field a key or parameter name stands for, in any letter case; a bracketed form name
 * (`user[password]`) is read by its last part. Names are bounded, so the scan is too.
 */
export function secretField(name: string): SecretField | 'secret-field' | undefined {
  const last = /\[([^[\]]*)\]$/.exec(name.slice(-128))?.[1] ?? name
  const lower = last.toLowerCase()
  const exact = byLowerName.get(lower)
  if (exact) return exact
  if (last.length > 128) return undefined
  const bare = lower.replace(/[^a-z0-9]/g, '')
  if (SECRET_WORDS.has(bare)) return 'secret-field'
  return SECRET_PARTS.test(bare) && !aboutASecret(last) ? 'secret-field' : undefined
}

/** An error's constant in a `code` field ("INVALID_CODE") says what went wrong; no one-time or OAuth code looks so. */
const ERROR_CONSTANT = /^[A-Z][A-Z\d]*(?:_[A-Z\d]+)+$/

/** Values that hold no secret whatever their field is called: nothing, yes or no, an error's constant. */
export function holdsNoSecret(kind: RedactionKind, value: unknown): boolean {
  if (value === null || value === undefined || value === '' || typeof value === 'boolean') return true
  return kind === 'code' && typeof value === 'string' && value.length <= 64 && ERROR_CONSTANT.test(value)
}
