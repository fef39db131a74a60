import { useMutation } from '@tanstack/react-query'
import { toast } from 'sonner'
import { fieldErrors } from '@/api/errors'
import { changePassword, ChangePasswordFormSchema, type ChangePasswordForm } from '@/api/password'
import { useAppForm } from '@/ui/app-form'
import { Modal } from '@/ui/modal'
import styles from './security.module.css'

type Props = { code: string; onClose: () => void; onWrongCode: () => void }

const defaultValues: ChangePasswordForm = { oldPassword: '', newPassword: '', confirmPassword: '' }

/** Step 3: current password, the new one by the password rule, the repeat (SPEC §5). */
export function PasswordFormDialog({ code, onClose, onWrongCode }: Props) {
  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: (answer) => {
      // SPEC §8: the answer's message is the toast, whether the status is ok or not.
      if (answer.status?.toLowerCase() === 'ok') {
        toast.success(answer.message || 'Пароль изменён')
        onClose()
      } else {
        toast.error(answer.message || 'Не удалось сменить пароль')
      }
    },
    onError: (error) => {
      // The shared handler toasts the server's message; a refused code sends the user back for a new one.
      if (fieldErrors(error).code) onWrongCode()
    },
  })
  const form = useAppForm({
    defaultValues,
    validators: { onChange: ChangePasswordFormSchema, onSubmit: ChangePasswordFormSchema },
    onSubmit: async ({ value }) => {
      await change
        .mutateAsync({ oldPassword: value.oldPassword, newPassword: value.newPassword, code })
        .catch(() => undefined) // already toasted
    },
  })
  return (
    <Modal open onClose={onClose} title="Смена пароля" dismissible={!change.isPending}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void form.handleSubmit()
        }}
      >
        <form.AppField name="oldPassword">
          {(field) => <field.PasswordField label="Текущий пароль" autoComplete="current-password" />}
        </form.AppField>
        <form.AppField name="newPassword">
          {(field) => <field.PasswordField label="Новый пароль" autoComplete="new-password" />}
        </form.AppField>
        <form.AppField name="confirmPassword">
          {(field) => <field.PasswordField label="Повторите пароль" autoComplete="new-password" />}
        </form.AppField>
        <form.AppForm>
          <form.SubmitButton>Сменить пароль</form.SubmitButton>
        </form.AppForm>
      </form>
    </Modal>
  )
}
