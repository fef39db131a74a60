import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/ui/toast'
import { ACCOUNT_ERRORS, fieldErrors } from '@/api/errors'
import { ProfileSchema, updateProfile, type ProfileForm } from '@/api/profile'
import { userQueries, type User } from '@/api/user'
import { useAppForm } from '@/ui/app-form'
import { showServerFieldErrors } from '@/ui/form-errors'
import { Modal } from '@/ui/modal'
import { AvatarPicker } from './avatar-picker'
import layout from '@/ui/layout.module.css'

const SERVER_FIELDS = {
  userName: 'userName',
  firstName: 'firstName',
  middleName: 'middleName',
  lastName: 'lastName',
} as const satisfies Record<string, keyof ProfileForm>

/** The form's text fields in screen order. */
const NAME_FIELDS = [
  { name: 'userName', label: 'Никнейм', autoComplete: 'nickname' },
  { name: 'lastName', label: 'Фамилия', autoComplete: 'family-name' },
  { name: 'firstName', label: 'Имя', autoComplete: 'given-name' },
  { name: 'middleName', label: 'Отчество', autoComplete: 'additional-name' },
] as const satisfies readonly { name: keyof ProfileForm; label: string; autoComplete: string }[]

type Props = { user: User; open: boolean; onClose: () => void }

/** SPEC §2 profile edit: avatar upload, nickname, first, middle and last name, Save. */
export function EditProfileDialog({ user, open, onClose }: Props) {
  return (
    <Modal open={open} onClose={onClose} title="Редактирование профиля" size="wide">
      <AvatarPicker user={user} />
      <ProfileFields user={user} onSaved={onClose} />
    </Modal>
  )
}

function ProfileFields({ user, onSaved }: { user: User; onSaved: () => void }) {
  const queryClient = useQueryClient()
  const save = useMutation({
    mutationFn: updateProfile,
    meta: { errorTexts: ACCOUNT_ERRORS },
    onSuccess: ({ message, profile }) => {
      // SPEC §4: the submitted values replace the user's names at once; a refetch confirms them.
      queryClient.setQueryData(userQueries.me().queryKey, (old) => (old ? { ...old, ...profile } : old))
      void queryClient.invalidateQueries({ queryKey: userQueries.all() })
      toast.success(message || 'Профиль обновлён')
      onSaved()
    },
  })
  const defaultValues: ProfileForm = {
    userName: user.userName,
    firstName: user.firstName,
    middleName: user.middleName,
    lastName: user.lastName,
  }
  const form = useAppForm({
    defaultValues,
    validators: { onChange: ProfileSchema, onSubmit: ProfileSchema },
    onSubmit: async ({ value }) => {
      // The toast already told the user; a 400's messages also go under their fields (SPEC §8).
      await save
        .mutateAsync(value)
        .catch((error: unknown) => showServerFieldErrors(form, fieldErrors(error), SERVER_FIELDS))
    },
  })
  return (
    <form.AppForm>
      <form.Form className={layout.formColumn}>
        {NAME_FIELDS.map(({ name, label, autoComplete }) => (
          <form.AppField key={name} name={name}>
            {(field) => <field.TextField label={label} autoComplete={autoComplete} />}
          </form.AppField>
        ))}
        <form.SubmitButton>Сохранить</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}
