import { http, type HttpResponseResolver, type PathParams } from 'msw'
import { CATALOGUE, type CallId } from '@/api/catalogue'
import { gateway, general } from './respond'

// Handlers register by call id: the method and the path come from the app's catalogue, so a call is
// spelled once (src/api) and a renamed path moves the mock with it.

const VERBS = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete }
const BASES = { gateway, general }

/** The handler of a catalogued call, on any origin (the page's in the browser, jsdom's in tests). */
export function handle(id: CallId, resolver: HttpResponseResolver<PathParams<'id'>>) {
  const call = CATALOGUE.find((candidate) => candidate.id === id)
  if (!call) throw new Error(`The catalogue has no call "${id}"`)
  return VERBS[call.method](BASES[call.backend](call.path), resolver)
}
