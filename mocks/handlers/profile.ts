import { HttpResponse } from 'msw'
import { MOCK_GENERAL_PATH } from '@/api/config'
import { BASE_PREFIX, storageKey } from '@/lib/base-path'
import { AvatarUpdateSchema, ProfileSchema } from '@/api/profile'
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@/api/upload'
import { handle } from '../handle'
import { db, save } from '../db'
import { authenticate, badRequest, message, notFound, readAuthenticated } from '../respond'

// Uploaded files are served back from a same-origin mock address, so the avatar renders (PRODUCT.md §3
// allows same-origin pictures) and survives a reload: kept in memory, and in browser storage when it fits.
// The key sits under the db's storage prefix, so resetting the mock data removes uploads too.
const FILE_PREFIX = `${storageKey('lk-mock-db')}:file:`
type StoredFile = { type: string; data: string }
const files = new Map<string, StoredFile>()

function toBase64(bytes: Uint8Array) {
  let binary = ''
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000))
  }
  return btoa(binary)
}

async function storeFile(file: File, origin: string) {
  const id = crypto.randomUUID()
  const stored: StoredFile = { type: file.type, data: toBase64(new Uint8Array(await file.arrayBuffer())) }
  files.set(id, stored)
  try {
    globalThis.localStorage?.setItem(FILE_PREFIX + id, JSON.stringify(stored))
  } catch {
    // Over the storage quota: the picture lives until the page is reloaded.
  }
  return `${origin}${BASE_PREFIX}${MOCK_GENERAL_PATH}/files/${id}`
}

function readFile(id: string): StoredFile | undefined {
  const kept = files.get(id)
  if (kept) return kept
  try {
    const saved = globalThis.localStorage?.getItem(FILE_PREFIX + id)
    return saved ? (JSON.parse(saved) as StoredFile) : undefined
  } catch {
    return undefined
  }
}

export const profileHandlers = [
  handle('update-profile', async ({ request }) => {
    const call = await readAuthenticated(request, ProfileSchema)
    if (call instanceof Response) return call
    const { user, body } = call
    const taken = db().users.some(
      (other) => other.id !== user.id && other.userName.toLowerCase() === body.userName.toLowerCase(),
    )
    if (taken) return badRequest({ userName: ['Этот никнейм уже занят'] })
    Object.assign(user, body)
    save()
    return message('Профиль обновлён')
  }),

  handle('update-avatar', async ({ request }) => {
    const call = await readAuthenticated(request, AvatarUpdateSchema)
    if (call instanceof Response) return call
    const { user, body } = call
    user.avatarUrl = body.avatarUrl
    save()
    return message('Аватар обновлён')
  }),

  handle('upload', async ({ request }) => {
    const auth = authenticate(request)
    if (auth instanceof Response) return auth
    const form = await request.formData().catch(() => null)
    const file = form?.get('file')
    // Duck-typed: in tests the File may come from another realm (jsdom vs Node).
    if (!file || typeof file === 'string') return badRequest({ file: ['Файл не передан'] }, 'Файл не передан')
    if (!(AVATAR_TYPES as readonly string[]).includes(file.type))
      return badRequest({ file: ['Можно загрузить только PNG или JPEG'] }, 'Неподдерживаемый формат файла')
    if (file.size > AVATAR_MAX_BYTES) return badRequest({ file: ['Файл больше 5 МБ'] }, 'Файл слишком большой')
    return HttpResponse.json({ data: await storeFile(file, new URL(request.url).origin), message: 'Файл загружен' })
  }),

  // Public like a CDN address: an <img> sends no bearer token.
  handle('file', ({ params }) => {
    const stored = readFile(String(params.id))
    if (!stored) return notFound('Файл не найден')
    const bytes = Uint8Array.from(atob(stored.data), (char) => char.charCodeAt(0))
    return new HttpResponse(bytes, {
      headers: { 'Content-Type': stored.type, 'Cache-Control': 'private, max-age=86400' },
    })
  }),
]
