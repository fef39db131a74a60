import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { toast } from '@/ui/toast'
import { ACCOUNT_ERRORS, describeError } from '@/api/errors'
import { getToken } from '@/api/token'
import { updateAvatar } from '@/api/profile'
import { checkAvatarFile, uploadFile } from '@/api/upload'
import { userQueries, type User } from '@/api/user'
import { Avatar } from '@/ui/avatar'
import { buttonClassName } from '@/ui/button'
import styles from './profile.module.css'

/** Upload (png/jpeg, progress in whole percent), then the new address is saved on the account. */
export function AvatarPicker({ user }: { user: User }) {
  const inputId = useId()
  const queryClient = useQueryClient()
  const [progress, setProgress] = useState<number | null>(null)
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const address = await uploadFile(file, setProgress)
      await updateAvatar(address)
      return address
    },
    // The upload goes through XMLHttpRequest, not ky: a 401 there has already ended the session with
    // its own notice, so the error is toasted here only while still signed in.
    meta: { errorTexts: false },
    onError: (error) => {
      if (getToken() !== null) toast.error(describeError(error, ACCOUNT_ERRORS))
    },
    onSuccess: (avatarUrl) => {
      // The new picture shows at once; the refetch confirms what the server kept.
      queryClient.setQueryData(userQueries.me().queryKey, (old) => (old ? { ...old, avatarUrl } : old))
      void queryClient.invalidateQueries({ queryKey: userQueries.all() })
      toast.success('Аватар обновлён')
    },
    // SPEC §8: after a failure the upload state resets.
    onSettled: () => setProgress(null),
  })

  const onPick = (file: File | undefined) => {
    if (!file) return
    const refusal = checkAvatarFile(file)
    if (refusal) {
      toast.error(refusal)
      return
    }
    setProgress(0)
    upload.mutate(file)
  }

  return (
    <div className={styles.avatarPicker}>
      <Avatar url={user.avatarUrl} name={user.firstName || user.userName} size={96} />
      <div>
        <input
          id={inputId}
          type="file"
          accept="image/png,image/jpeg"
          className="visually-hidden"
          disabled={upload.isPending}
          onChange={(event) => {
            onPick(event.target.files?.[0])
            event.target.value = ''
          }}
        />
        <label htmlFor={inputId} className={buttonClassName({ variant: 'secondary', className: styles.fileLabel })}>
          Загрузить фото
        </label>
        <p className={styles.muted}>PNG или JPEG, до 5 МБ</p>
        {progress !== null && (
          <p role="status" className={styles.progress}>
            Загрузка: {progress}%
          </p>
        )}
      </div>
    </div>
  )
}
