import * as v from 'valibot'
import { NICKNAME_MAX, NICKNAME_MESSAGES, NICKNAME_MIN } from './account-rules'
import type { ApiCall } from './call'
import { send } from './send'
import { MessageSchema } from './schema'

export const updateProfileCall = 'PUT gateway authms/api/Auth/update-profile' satisfies ApiCall
export const updateAvatarCall = 'PUT gateway authms/api/Auth/update-avatar' satisfies ApiCall

// SPEC §5 profile form, one schema for the form, the request and the mock: it checks what the user
// typed, and its output is what the server receives (values trimmed, SPEC §5).

const EMPTY = 'Поле не должно быть пустым'
const WHITESPACE_ONLY = 'Поле не должно состоять только из пробелов'
const notWhitespaceOnly = v.check<string, string>(
  (value) => value.length === 0 || value.trim().length > 0,
  WHITESPACE_ONLY,
)

/** SPEC §5 name rule: not empty, not only spaces. */
const NameSchema = v.pipe(v.string(), v.minLength(1, EMPTY), notWhitespaceOnly, v.trim())

/**
 * SPEC §5 profile nickname: 3–16 characters without the surrounding spaces, not only spaces. Where it
 * differs from the registration nickname, and why: account-rules.ts, NicknameSchema.
 */
const UserNameSchema = v.pipe(
  v.string(),
  notWhitespaceOnly,
  v.trim(),
  v.minLength(NICKNAME_MIN, NICKNAME_MESSAGES.min),
  v.maxLength(NICKNAME_MAX, NICKNAME_MESSAGES.max),
)

export const ProfileSchema = v.object({
  userName: UserNameSchema,
  firstName: NameSchema,
  middleName: NameSchema,
  lastName: NameSchema,
})
/** What the form holds (as typed) and what the server receives (trimmed). */
export type ProfileForm = v.InferInput<typeof ProfileSchema>
export type ProfileUpdate = v.InferOutput<typeof ProfileSchema>

/** Sends the checked, trimmed profile and resolves to what was sent. */
export async function updateProfile(form: ProfileForm) {
  const profile = v.parse(ProfileSchema, form)
  const answer = await send(updateProfileCall, { json: profile }).json(MessageSchema)
  return { ...answer, profile }
}

export const AvatarUpdateSchema = v.object({ avatarUrl: v.pipe(v.string(), v.minLength(1)) })

export function updateAvatar(avatarUrl: string) {
  return send(updateAvatarCall, { json: { avatarUrl } }).json(MessageSchema)
}
