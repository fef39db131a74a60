import type { Options, ResponsePromise } from 'ky'
import { callPath, type ApiCall } from './call'
import { gatewayApi, generalApi } from './http'

/** Sends a call to its backend with its method; `param` fills its ':id'. */
export function send<T>(call: ApiCall, options: Options = {}, param?: string): ResponsePromise<T> {
  const api = call.includes(' gateway ') ? gatewayApi : generalApi
  return api<T>(callPath(call, param), { ...options, method: call.slice(0, call.indexOf(' ')) })
}
