import type { Options } from 'ky'
import type { ApiCall, Method } from './call'
import { gatewayApi, generalApi, type LazyResponse } from './http'

/** Sends a call to its backend with its method; `param` fills its ':id'. */
export function send(call: ApiCall, options: Options = {}, param?: string): LazyResponse {
  const [method, backend, path = ''] = call.split(' ')
  const url = param === undefined ? path : path.replace(':id', encodeURIComponent(param))
  const client = backend === 'gateway' ? gatewayApi : generalApi
  return client[(method as Method).toLowerCase() as Lowercase<Method>](url, options)
}
