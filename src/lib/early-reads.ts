// The hand-over from index.html's early start of a screen's first reads (build/early-reads.ts) to the
// HTTP client. This module imports nothing, so the build configuration can share its names.

/** A read index.html started, with the token it was sent with. */
export type EarlyRead = { token: string; answer: Promise<Response> }

/** Where index.html leaves its reads, by `METHOD URL`. */
export const EARLY_READS_GLOBAL = 'lkEarlyReads'

declare global {
  interface Window {
    [EARLY_READS_GLOBAL]?: Record<string, EarlyRead | undefined>
  }
}

/**
 * The early answer for this request, taken once: the same method and URL sent with the same token
 * (a token changed since, by a sign-in in another tab, is asked again). Otherwise undefined.
 */
export function takeEarlyAnswer(request: Request): Promise<Response> | undefined {
  const reads = globalThis.window?.[EARLY_READS_GLOBAL]
  const key = `${request.method} ${request.url}`
  const read = reads?.[key]
  if (!reads || !read || request.headers.get('Authorization') !== `Bearer ${read.token}`) return undefined
  reads[key] = undefined
  return read.answer
}
