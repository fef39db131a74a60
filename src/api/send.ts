import type { Options, ResponsePromise } from 'ky'
import type { ApiCall } from './call'
import { gatewayApi, generalApi } from './http'

/** Sends a call to its backend with its method; `param` fills its ':id'. */
export function send<T>(call: ApiCall, options: Options = {}, param?: string): ResponsePromise<T> {
  const [method, backend, path = ''] = call.split(' ')
  const url = param === undefined ? path : path.replace(':id', encodeURIComponent(param))
  return (backend === 'gateway' ? gatewayApi : generalApi)<T>(url, { ...options, method })
}
