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

/** Headers that carry keys, beside Authorization and the cookies. */
export const SECRET_HEADERS = ['proxy-authorization', 'x-api-key', 'x-auth-token', 'x-csrf-token', 'x-xsrf-token']

export type RedactionKind =
  | 'authorization'
  | 'cookie'
  | 'set-cookie'
  | 'secret-header'
  | SecretField
  | 'jwt'
  | 'otpauth'
  | 'telegram-start'
  | 'url-credentials'
  | 'unreadable'

export type RedactionCounts = Partial<Record<RedactionKind, number>>

const byLowerName = new Map<string, SecretField>(SECRET_FIELDS.map((name) => [name.toLowerCase(), name]))

/** The secret field a key or parameter name stands for, in any letter case. */
export function secretField(name: string): SecretField | undefined {
  return byLowerName.get(name.toLowerCase())
}
