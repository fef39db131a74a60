import { useMutation } from '@tanstack/react-query'
import { toast } from '@/ui/toast'
import { fieldErrors } from '@/api/errors'
import { changePassword, ChangePasswordFormSchema, type ChangePasswordForm } from '@/api/password'
import { useAppForm } from '@/ui/app-form'
import { showServerFieldErrors } from '@/ui/form-errors'
import { NewPasswordFields } from '@/ui/new-password-fields'
import { Modal } from '@/ui/modal'
import layout from '@/ui/layout.module.css'

type Props = { code: string; onClose: () => void; onChanged: () => void; onWrongCode: () => void }

const SERVER_FIELDS = { oldPassword: 'oldPassword', newPassword: 'newPassword' } as const satisfies Record<
  string,
  keyof ChangePasswordForm
>

const defaultValues: ChangePasswordForm = { oldPassword: '', newPassword: '', confirmPassword: '' }

/** Step 3: current password, the new one by the password rule, the repeat (SPEC §5). */
export function PasswordFormDialog({ code, onClose, onChanged, onWrongCode }: Props) {
  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: (answer) => {
      // SPEC §8: the answer's message is the toast, whether the status is ok or not.
      if (answer.status?.toLowerCase() === 'ok') {
        toast.success(answer.message || 'Пароль изменён')
        onChanged()
      } else {
        toast.error(answer.message || 'Не удалось сменить пароль')
      }
    },
  })
  const form = useAppForm({
    defaultValues,
    validators: { onChange: ChangePasswordFormSchema, onSubmit: ChangePasswordFormSchema },
    onSubmit: async ({ value }) => {
      await change
        .mutateAsync({ oldPassword: value.oldPassword, newPassword: value.newPassword, code })
        .catch((error: unknown) => {
          // The shared handler toasts the server's message; a refused code sends the user back for a
          // new one, and a refused password is also said under its field.
          const errors = fieldErrors(error)
          if (errors.code) onWrongCode()
          else showServerFieldErrors(form, errors, SERVER_FIELDS)
        })
    },
  })
  return (
    <Modal open onClose={onClose} title="Смена пароля" dismissible={!change.isPending}>
      <form.AppForm>
        <form.Form className={layout.formColumn}>
          <form.AppField name="oldPassword">
            {(field) => <field.PasswordField label="Текущий пароль" autoComplete="current-password" />}
          </form.AppField>
          <NewPasswordFields
            form={form}
            fields={{ password: 'newPassword', confirm: 'confirmPassword' }}
            label="Новый пароль"
          />
          <form.SubmitButton>Сменить пароль</form.SubmitButton>
        </form.Form>
      </form.AppForm>
    </Modal>
  )
}
