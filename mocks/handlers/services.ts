import { type HttpHandler } from 'msw'
import { handle } from '../handle'
import { db, recordsOf } from '../db'
import { authenticate, listJson } from '../respond'

// SPEC §7: the real service answers a single object when the owner has one service, an array otherwise.
export const servicesHandlers: HttpHandler[] = [
  handle('services', async ({ request }) => {
    const auth = authenticate(request)
    if (auth instanceof Response) return auth
    const services = recordsOf(db().services, auth.user.id)
    return listJson(services.length === 1 ? services[0] : services)
  }),
]
