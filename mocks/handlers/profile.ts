import { http, HttpResponse } from 'msw'
import { AvatarUpdateSchema, ProfileUpdateSchema } from '@/api/profile'
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@/api/upload'
import { db, save } from '../db'
import { authenticate, badRequest, gateway, general, message, readBody } from '../respond'

/** The address an uploaded file gets: a blob in the page (lives until reload), else a static placeholder. */
function storedAddress(file: File) {
  if (typeof URL.createObjectURL === 'function' && typeof window !== 'undefined' && 'navigator' in window) {
    try {
      return URL.createObjectURL(file)
    } catch {
      // jsdom has no object URLs.
    }
  }
  return '/favicon.svg'
}

export const profileHandlers = [
  http.put(gateway('authms/api/Auth/update-profile'), async ({ request }) => {
    const auth = authenticate(request)
    if (auth instanceof Response) return auth
    const body = await readBody(request, ProfileUpdateSchema)
    if (body instanceof Response) return body
    const taken = db().users.some((user) => user.id !== auth.user.id && user.userName.toLowerCase() === body.userName.toLowerCase())
    if (taken) return badRequest({ userName: ['Этот никнейм уже занят'] })
    Object.assign(auth.user, body)
    save()
    return message('Профиль обновлён')
  }),

  http.put(gateway('authms/api/Auth/update-avatar'), async ({ request }) => {
    const auth = authenticate(request)
    if (auth instanceof Response) return auth
    const body = await readBody(request, AvatarUpdateSchema)
    if (body instanceof Response) return body
    auth.user.avatarUrl = body.avatarUrl
    save()
    return message('Аватар обновлён')
  }),

  http.post(general('upload'), async ({ request }) => {
    const auth = authenticate(request)
    if (auth instanceof Response) return auth
    const form = await request.formData().catch(() => null)
    const file = form?.get('file')
    // Duck-typed: in tests the File may come from another realm (jsdom vs Node).
    if (!file || typeof file === 'string') return badRequest({ file: ['Файл не передан'] }, 'Файл не передан')
    if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return badRequest({ file: ['Можно загрузить только PNG или JPEG'] }, 'Неподдерживаемый формат файла')
    if (file.size > AVATAR_MAX_BYTES) return badRequest({ file: ['Файл больше 5 МБ'] }, 'Файл слишком большой')
    return HttpResponse.json({ data: storedAddress(file), message: 'Файл загружен' })
  }),
]
