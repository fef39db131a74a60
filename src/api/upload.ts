import * as v from 'valibot'
import { callPath, type ApiCall } from './call'
import { generalBaseUrl } from './config'
import { MALFORMED_ERROR, TIMEOUT_ERROR, UserFacingError } from './errors'
import { expireSession } from './session'
import { getToken } from './token'

// ky reports upload progress only where request streams work (not over HTTP/1.1 in most browsers),
// so the file goes through XMLHttpRequest, which reports progress everywhere.

export const AVATAR_TYPES = ['image/png', 'image/jpeg'] as const
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024
const UPLOAD_TIMEOUT_MS = 60_000

export const uploadCall = 'POST general upload' satisfies ApiCall
/** The uploaded file itself: the browser loads it as an image, the app never requests it. */
export const uploadedFileCall = 'GET general files/:id' satisfies ApiCall

const UploadAnswerSchema = v.object({ data: v.pipe(v.string(), v.minLength(1)), message: v.optional(v.string()) })

/** Refuses anything but png/jpeg up to 5 MB before a byte is sent. */
export function checkAvatarFile(file: File): string | undefined {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'Можно загрузить только PNG или JPEG'
  if (file.size > AVATAR_MAX_BYTES) return 'Файл больше 5 МБ'
  return undefined
}

/** Uploads a file to the general backend; resolves to the stored file's address. */
export function uploadFile(file: File, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', `${generalBaseUrl()}/${callPath(uploadCall)}`)
    request.timeout = UPLOAD_TIMEOUT_MS
    const token = getToken()
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`)
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100))
    }
    request.onerror = () => reject(new TypeError('Failed to fetch'))
    request.ontimeout = () => reject(new UserFacingError(TIMEOUT_ERROR))
    request.onload = () => {
      let body: unknown
      try {
        body = JSON.parse(request.responseText)
      } catch {
        body = undefined
      }
      // XMLHttpRequest skips ky's hooks, so the shared rule is applied here: a 401 ends the session.
      if (request.status === 401) expireSession(token)
      if (request.status < 200 || request.status >= 300) {
        const message = (body as { message?: unknown } | undefined)?.message
        reject(new UserFacingError(typeof message === 'string' && message ? message : 'Не удалось загрузить файл'))
        return
      }
      const parsed = v.safeParse(UploadAnswerSchema, body)
      if (!parsed.success) reject(new UserFacingError(MALFORMED_ERROR))
      else resolve(parsed.output.data)
    }
    const form = new FormData()
    form.append('file', file)
    request.send(form)
  })
}
