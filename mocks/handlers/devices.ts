import { handle } from '../handle'
import { db, save } from '../db'
import { authenticate, listJson, message, notFound } from '../respond'

// Devices are the user's sessions. The session the request's token belongs to comes back with
// `isCurrent: true` (see src/api/devices.ts).

export const devicesHandlers = [
  handle('devices', async ({ request }) => {
    const auth = authenticate(request)
    if (auth instanceof Response) return auth
    const devices = db()
      .sessions.filter((session) => session.userId === auth.user.id)
      .map(({ id, userAgent, ipAddress, lastActivity }) => ({
        id,
        userAgent,
        ipAddress,
        lastActivity,
        isCurrent: id === auth.session.id,
      }))
    return listJson(devices)
  }),

  handle('end-device', ({ request, params }) => {
    const auth = authenticate(request)
    if (auth instanceof Response) return auth
    const target = db().sessions.find((session) => session.id === params.id && session.userId === auth.user.id)
    if (!target) return notFound('Сеанс не найден')
    db().sessions = db().sessions.filter((session) => session !== target)
    save()
    return message('Сеанс завершён')
  }),

  handle('end-other-devices', ({ request }) => {
    const auth = authenticate(request)
    if (auth instanceof Response) return auth
    db().sessions = db().sessions.filter((session) => session.userId !== auth.user.id || session.id === auth.session.id)
    save()
    return message('Вы вышли на всех других устройствах')
  }),
]
