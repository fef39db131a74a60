import { useMutation } from '@tanstack/react-query'
import { logoutAll, resetPasswordWithCode } from '@/api/auth'
import { ResetPasswordFormSchema } from '@/api/account-rules'
import { ACCOUNT_ERRORS } from '@/api/errors'
import { useAppForm } from '@/ui/app-form'
import { Button } from '@/ui/button'
import styles from './auth-forms.module.css'

const digitsOnly = (value: string) => value.replace(/\D/g, '')

type Update = { email: string; code: string; password: string; logoutAll: boolean }

/** Sets the new password, then (if asked) ends every session; that second call failing is only logged. */
async function updatePassword({ email, code, password, logoutAll: endSessions }: Update) {
  await resetPasswordWithCode({ email, code, newPassword: password })
  if (!endSessions) return
  await logoutAll({ email, code }).catch((error: unknown) => {
    console.warn('logout-all after the password reset failed', error)
  })
}

/** Reset step 2: the e-mailed code, the new password by SPEC §5, the repeat, the logout-all box. */
export function ResetPasswordStep({ email, onBack, onDone }: { email: string; onBack: () => void; onDone: () => void }) {
  const update = useMutation({ mutationFn: updatePassword, meta: { errorTexts: ACCOUNT_ERRORS } })
  const form = useAppForm({
    defaultValues: { code: '', password: '', confirm: '', logoutAll: true },
    // Checked on submit; an error goes away as soon as its field is edited (SPEC §5).
    validators: { onSubmit: ResetPasswordFormSchema },
    onSubmit: async ({ value }) => {
      await update
        .mutateAsync({ email, code: value.code.trim(), password: value.password, logoutAll: value.logoutAll })
        .then(onDone)
        .catch(() => undefined) // toasted by the mutation cache
    },
  })
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      <p className={styles.muted}>
        Если почта <strong className={styles.email}>{email}</strong> зарегистрирована, мы отправили на неё код.
      </p>
      <form.AppField name="code">
        {(field) => (
          <field.TextField label="Код из письма" autoComplete="one-time-code" inputMode="numeric" clean={digitsOnly} />
        )}
      </form.AppField>
      <form.AppField name="password">
        {(field) => (
          <field.PasswordField
            label="Новый пароль"
            hint="8–32 символа: заглавная и строчная латинская буква, цифра"
            autoComplete="new-password"
          />
        )}
      </form.AppField>
      <form.AppField name="confirm">
        {(field) => <field.PasswordField label="Повторите пароль" autoComplete="new-password" />}
      </form.AppField>
      <form.AppField name="logoutAll">
        {(field) => <field.CheckboxField>Выйти из всех активных сеансов входа</field.CheckboxField>}
      </form.AppField>
      <form.AppForm>
        <form.SubmitButton>Обновить пароль</form.SubmitButton>
      </form.AppForm>
      <Button variant="ghost" fullWidth onClick={onBack}>
        Назад
      </Button>
    </form>
  )
}
