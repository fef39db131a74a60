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
  return SECRET_PARTS.test(bare) || SECRET_WORDS.has(bare) ? 'secret-field' : undefined
}
