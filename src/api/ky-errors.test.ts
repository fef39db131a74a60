import * as ky from 'ky'
import { describe, expect, it } from 'vitest'
import { isHTTPError, isNetworkError, isSchemaValidationError, isTimeoutError } from './ky-errors'

// Our guards must say exactly what ky's own say, for each of ky's errors and for look-alikes.
const request = new Request('https://gw.example.test/probe')
const response = new Response(null, { status: 500 })
const errors: [string, unknown][] = [
  ['HTTPError', new ky.HTTPError(response, request, {} as never)],
  ['NetworkError', new ky.NetworkError(request, { cause: new TypeError('Failed to fetch') })],
  ['TimeoutError', new ky.TimeoutError(request)],
  ['SchemaValidationError', new ky.SchemaValidationError([{ message: 'bad' }])],
  ['TypeError', new TypeError('Failed to fetch')],
  ['an error from another window', Object.assign(new Error('x'), { name: 'HTTPError' })],
  ['null', null],
  ['a string', 'HTTPError'],
]

describe('ky error guards', () => {
  it.each(errors)('%s is recognised as ky recognises it', (_name, error) => {
    expect(isHTTPError(error)).toBe(ky.isHTTPError(error))
    expect(isNetworkError(error)).toBe(ky.isNetworkError(error))
    expect(isTimeoutError(error)).toBe(ky.isTimeoutError(error))
    expect(isSchemaValidationError(error)).toBe(error instanceof ky.SchemaValidationError)
  })
})
