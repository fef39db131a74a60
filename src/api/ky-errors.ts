import type { HTTPError, NetworkError, SchemaValidationError, TimeoutError } from 'ky'

// ky's own guards (isHTTPError, …) accept an error by its class or by its `name`, for errors from
// another realm. Importing them from 'ky' would bring ky's whole client into the entry (its index
// creates the default instance), which loads only at the first request (./http); so the entry
// recognises ky's errors by name, as those guards do. ky-errors.test.ts holds the two in step.

const byName =
  <T>(name: string) =>
  (error: unknown): error is T =>
    typeof error === 'object' && error !== null && (error as { name?: unknown }).name === name

export const isHTTPError = byName<HTTPError>('HTTPError')
export const isNetworkError = byName<NetworkError>('NetworkError')
export const isTimeoutError = byName<TimeoutError>('TimeoutError')
export const isSchemaValidationError = byName<SchemaValidationError>('SchemaValidationError')
