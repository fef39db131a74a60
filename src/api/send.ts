import type { Options } from 'ky'
import type { ApiCall } from './call'
import { gatewayApi, generalApi } from './http'

type Method = keyof typeof gatewayApi

/** Sends a call to its backend with its method; `param` fills its ':id'. */
export function send(call: ApiCall, options: Options = {}, param?: string) {
  const [method = 'GET', backend, path = ''] = call.split(' ')
  const url = param === undefined ? path : path.replace(':id', encodeURIComponent(param))
  // The clients load at the first request (http.ts), so each method is called on its stand-in.
  return (backend === 'gateway' ? gatewayApi : generalApi)[method.toLowerCase() as Method](url, options)
}
