import * as v from 'valibot'

// Shared pieces of the editor's checks: numbers typed the Russian way, and the app's schema issues
// turned into one Russian message per form field.

export type FieldErrors<K extends string> = Partial<Record<K, string>>
export type Checked<T, K extends string> = { ok: true; value: T } | { ok: false; errors: FieldErrors<K> }

/** '3 217,40', '3217.4', '-5' → a finite number; anything else → undefined. */
export function parseNumber(text: string): number | undefined {
  const normalised = text.replace(/[\s\u00a0]/g, '').replace(',', '.')
  if (!/^-?\d+(\.\d+)?$/.test(normalised)) return undefined
  const value = Number(normalised)
  return Number.isFinite(value) ? value : undefined
}

// A message with any Russian letter is one of the app's own; valibot's defaults are English.
const HAS_RUSSIAN = /[а-яё]/i

/**
 * Parses `candidate` with one of the app's schemas. An issue is reported on the form field its path
 * starts with; a schema message that is not Russian (valibot's defaults) gives way to `fallback`.
 */
export function checkWith<TSchema extends v.GenericSchema, K extends string>(
  schema: TSchema,
  candidate: unknown,
  fieldOf: Partial<Record<string, K>>,
  fallback: Record<K, string>,
): Checked<v.InferOutput<TSchema>, K> {
  const result = v.safeParse(schema, candidate)
  if (result.success) return { ok: true, value: result.output }
  const errors: FieldErrors<K> = {}
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key
    const field = typeof key === 'string' ? fieldOf[key] : undefined
    if (!field || errors[field]) continue
    errors[field] = HAS_RUSSIAN.test(issue.message) ? issue.message : fallback[field]
  }
  // An issue on no known field still must not pass silently.
  if (Object.keys(errors).length === 0) {
    const first = Object.keys(fallback)[0] as K
    errors[first] = fallback[first]
  }
  return { ok: false, errors }
}

/** Adds the field's number-format error, or gives the parsed number. */
export function numberField<K extends string>(
  text: string,
  field: K,
  message: string,
  errors: FieldErrors<K>,
): number | undefined {
  const value = parseNumber(text)
  if (value === undefined) errors[field] = message
  return value
}
