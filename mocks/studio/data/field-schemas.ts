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
 * A field of the data set: the app's schema for it, whose Russian messages stay, and `message` for what
 * it refuses without one (valibot's defaults are English). The tables are in data-fields.ts.
 */
export type DataField<TSchema extends v.GenericSchema = v.GenericSchema> = { schema: TSchema; message: string }

export function dataField<TSchema extends v.GenericSchema>(schema: TSchema, message: string): DataField<TSchema> {
  return { schema: v.message(schema, message), message }
}

/** A pipe step that reads what support typed (already a plain value) with the field's schema. */
export function byApp<TInput, TSchema extends v.GenericSchema>({ schema }: DataField<TSchema>) {
  return v.rawTransform<TInput, v.InferOutput<TSchema>>(({ dataset, addIssue, NEVER }) => {
    const result = v.safeParse(schema, dataset.value)
    if (result.success) return result.output
    addIssue({ message: result.issues[0].message })
    return NEVER
  })
}

/** Text that must be there once trimmed (`empty` says so), then read by the field's schema. */
export function requiredText(empty: string, field: DataField<typeof OptionalTextSchema>) {
  return v.pipe(v.string(), v.trim(), v.nonEmpty(empty), byApp(field))
}

/** Typed text, trimmed; empty becomes null (no value at all, as the backend sends it). */
export const textOrNull = v.pipe(
  v.string(),
  v.trim(),
  v.transform((text) => text || null),
)
