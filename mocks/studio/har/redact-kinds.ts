// What the HAR redactor removes, each kind with the Russian line the import preview shows.

/** Field names that are secrets wherever they appear: JSON keys at any depth, query and form parameters. */
export const SECRET_FIELDS = [
  'token',
  'access_token',
  'code',
  'password',
  'newPassword',
  'oldPassword',
  'twoFactorCode',
] as const
export type SecretField = (typeof SECRET_FIELDS)[number]

export type RedactionKind = 'authorization' | 'cookie' | 'set-cookie' | SecretField | 'jwt' | 'unreadable'

export const REDACTION_LABELS: Record<RedactionKind, string> = {
  authorization: 'Заголовок Authorization',
  cookie: 'Cookie (заголовки и куки запросов)',
  'set-cookie': 'Заголовок Set-Cookie и куки ответов',
  token: 'Поле token',
  access_token: 'Поле access_token',
  code: 'Поле code',
  password: 'Поле password',
  newPassword: 'Поле newPassword',
  oldPassword: 'Поле oldPassword',
  twoFactorCode: 'Поле twoFactorCode',
  jwt: 'Строки, похожие на JWT',
  unreadable: 'Двоичные или слишком вложенные данные (удалены целиком)',
}

export type RedactionCounts = Partial<Record<RedactionKind, number>>

/** What replaces every secret. */
export const REDACTED = '[скрыто]'

const byLowerName = new Map<string, SecretField>(SECRET_FIELDS.map((name) => [name.toLowerCase(), name]))

/** The secret field a key or parameter name stands for, in any letter case. */
export function secretField(name: string): SecretField | undefined {
  return byLowerName.get(name.toLowerCase())
}
