import type { Options } from 'ky'
import type { ApiCall } from './call'
import { gatewayApi, generalApi, type LazyResponse } from './http'

const VERBS = ['get', 'post', 'put', 'delete'] as const

/** Sends a call to its backend with its method; `param` fills its ':id'. */
export function send(call: ApiCall, options?: Options, param?: string): LazyResponse {
  const [method = '', backend, path = ''] = call.split(' ')
  // Found, not cast: the call's text is typed, but split() hands back plain strings.
  const verb = VERBS.find((candidate) => candidate === method.toLowerCase()) ?? 'get'
  const url = param === undefined ? path : path.replace(':id', encodeURIComponent(param))
  return (backend === 'gateway' ? gatewayApi : generalApi)[verb](url, options)
}
