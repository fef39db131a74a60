import type { CatalogueCall } from './catalogue'

// The reads each signed-in screen's loaders start the moment it opens, by its address. index.html
// starts them while the app's code is still on its way (build/early-reads.ts) and the HTTP client
// takes those answers instead of asking again (src/lib/early-reads.ts): on a phone's line the first API
// round then overlaps the download instead of following it. Only types are imported, so the build
// configuration can read this table; tests/integration/first-reads.test.ts checks it, with the URLs
// index.html builds, against the requests each screen really sends.
export const FIRST_READS: Record<string, readonly CatalogueCall['call'][]> = {
  '/': ['POST gateway authms/api/Auth/user', 'GET gateway serversms/api/Servers/owner/services'],
  '/profile': [
    'POST gateway authms/api/Auth/user',
    'GET gateway authms/api/Auth/users/check-telegram-user',
    'POST gateway authms/api/Auth/devices',
  ],
  '/profile/devices': ['POST gateway authms/api/Auth/user', 'POST gateway authms/api/Auth/devices'],
  '/wallet/history': ['POST gateway authms/api/Auth/user', 'GET general payments/payments/user'],
}
