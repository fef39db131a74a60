import * as v from 'valibot'

// Small building blocks shared by the response schemas of every resource.

/** Ids arrive as numbers or strings depending on the service; the app treats them as strings. */
export const IdSchema = v.pipe(v.union([v.string(), v.number()]), v.transform(String))

/** Optional text that may come as null; normalised to an empty string. */
export const OptionalTextSchema = v.optional(
  v.pipe(v.nullable(v.string()), v.transform((value) => value ?? '')),
  '',
)

/** Money and points: numbers, or numeric strings from older services; null counts as zero. */
export const AmountSchema = v.optional(
  v.pipe(
    v.nullable(v.union([v.number(), v.pipe(v.string(), v.decimal())])),
    v.transform((value) => Number(value ?? 0)),
    v.finite(),
  ),
  0,
)

/** `{ message }` answers of simple commands. */
export const MessageSchema = v.object({ message: OptionalTextSchema })

/** A `?redirect=` value back to a page of this app: internal absolute paths only. */
export function safeInternalPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return undefined
  if (value.includes('\\')) return undefined
  try {
    const url = new URL(value, 'http://internal.invalid')
    if (url.origin !== 'http://internal.invalid') return undefined
    return url.pathname + url.search + url.hash
  } catch {
    return undefined
  }
}
