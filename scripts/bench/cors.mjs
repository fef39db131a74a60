/**
 * What a backend on an origin of its own does first, as the real ones do: CORS for the portal's
 * origin, and the preflight its Authorization header needs. True when the request was a preflight,
 * answered here.
 */
export function answeredCors(request, response) {
  response.setHeader('Access-Control-Allow-Origin', request.headers.origin ?? '*')
  response.setHeader('Vary', 'Origin')
  if (request.method !== 'OPTIONS') return false
  response.writeHead(204, {
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE',
    'Access-Control-Allow-Headers': request.headers['access-control-request-headers'] ?? '',
    'Access-Control-Max-Age': '600',
  })
  response.end()
  return true
}
