import * as v from 'valibot'
import { gatewayApi } from './http'
import { MessageSchema } from './schema'

const WHITESPACE_ONLY = 'Поле не должно состоять только из пробелов'
const notWhitespaceOnly = v.check<string, string>((value) => value.length === 0 || value.trim().length > 0, WHITESPACE_ONLY)

/** SPEC §5 name rule: not empty, not only spaces. */
const NameSchema = v.pipe(v.string(), v.minLength(1, 'Поле не должно быть пустым'), notWhitespaceOnly)

/** SPEC §5 nickname rule: 3–16 characters, not only spaces (counted without surrounding spaces). */
const UserNameSchema = v.pipe(
  v.string(),
  notWhitespaceOnly,
  v.check((value) => value.trim().length === 0 || value.trim().length >= 3, 'Минимум 3 символа'),
  v.check((value) => value.trim().length <= 16, 'Максимум 16 символов'),
  v.check((value) => value.length > 0, 'Минимум 3 символа'),
)

export const ProfileFormSchema = v.object({
  userName: UserNameSchema,
  firstName: NameSchema,
  middleName: NameSchema,
  lastName: NameSchema,
})
export type ProfileForm = v.InferOutput<typeof ProfileFormSchema>

/** What the server receives: the same rules, values trimmed (SPEC §5). */
export const ProfileUpdateSchema = v.object({
  userName: v.pipe(v.string(), v.trim(), v.minLength(3, 'Минимум 3 символа'), v.maxLength(16, 'Максимум 16 символов')),
  firstName: v.pipe(v.string(), v.trim(), v.minLength(1, 'Поле не должно быть пустым')),
  middleName: v.pipe(v.string(), v.trim(), v.minLength(1, 'Поле не должно быть пустым')),
  lastName: v.pipe(v.string(), v.trim(), v.minLength(1, 'Поле не должно быть пустым')),
})

export function trimProfile(form: ProfileForm): ProfileForm {
  return {
    userName: form.userName.trim(),
    firstName: form.firstName.trim(),
    middleName: form.middleName.trim(),
    lastName: form.lastName.trim(),
  }
}

export function updateProfile(profile: ProfileForm) {
  return gatewayApi.put('authms/api/Auth/update-profile', { json: trimProfile(profile) }).json(MessageSchema)
}

export const AvatarUpdateSchema = v.object({ avatarUrl: v.pipe(v.string(), v.minLength(1)) })

export function updateAvatar(avatarUrl: string) {
  return gatewayApi.put('authms/api/Auth/update-avatar', { json: { avatarUrl } }).json(MessageSchema)
}
