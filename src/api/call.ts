// One backend call, defined once beside the API function that makes it (which sends it with
// send.ts) as "METHOD backend path": one string, so a call costs the production bundle barely more
// than its path. The catalogue (catalogue.ts, mock builds and tests only) gives it its stable id
// (saved rules and links carry ids), its Russian name and its schemas for the mock and the studio.

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
export type Backend = 'gateway' | 'general'
/** The path is relative to the backend's base; ':id' marks the one parameter. */
export type ApiCall = `${Method} ${Backend} ${string}`

/** The path of a call, with `param` in place of its ':id'. */
export function callPath(call: ApiCall, param?: string): string {
  const path = call.slice(call.indexOf(' ', call.indexOf(' ') + 1) + 1)
  return param === undefined ? path : path.replace(':id', encodeURIComponent(param))
}
