import * as v from 'valibot'
import type { OptionalTextSchema } from '@/api/schema'

// The editor's fields are read in two steps: from what support typed, then by the app's own schema for
// the field's key (the same check the app runs on the mock's answer).

/**
 * A number as support types it: '3 217,40', '3217.4', '-5' (spaces, no-break spaces, a comma or a dot).
 * No exponent and no '+': the editor takes plain figures only. The top-up amount reads '1e3' and '+25'
 * on purpose (src/features/wallet/amount-schema.ts), so the two stay apart.
 */
export function russianNumber(message: string) {
  return v.pipe(
    v.string(),
    v.transform((text) => text.replace(/[\s\u00a0]/g, '').replace(',', '.')),
    v.regex(/^-?\d+(\.\d+)?$/, message),
    v.transform(Number),
    v.finite(message),
  )
}

/**
 * A pipe step that reads the value with one of the app's schemas. Its Russian messages stay; where it
 * has none (valibot's defaults are English) `fallback` says what is wrong.
 */
export function byApp<TInput, TSchema extends v.GenericSchema>(schema: TSchema, fallback: string) {
  return v.rawTransform<TInput, v.InferOutput<TSchema>>(({ dataset, addIssue, NEVER }) => {
    const result = v.safeParse(schema, dataset.value, { message: fallback })
    if (result.success) return result.output
    addIssue({ message: result.issues[0].message })
    return NEVER
  })
}

/** Text that must be there once trimmed (`empty` says so), then read by the app's schema of a text field. */
export function requiredText(empty: string, schema: typeof OptionalTextSchema, fallback: string) {
  return v.pipe(v.string(), v.trim(), v.nonEmpty(empty), byApp(schema, fallback))
}

/** Typed text, trimmed; empty becomes null (no value at all, as the backend sends it). */
export const textOrNull = v.pipe(
  v.string(),
  v.trim(),
  v.transform((text) => text || null),
)
