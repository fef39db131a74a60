import { useMutation } from '@tanstack/react-query'
import { logoutAll, resetPasswordWithCode } from '@/api/auth'
import { ResetPasswordFormSchema } from '@/api/account-rules'
import { ACCOUNT_ERRORS } from '@/api/errors'
import { useAppForm } from '@/ui/app-form'
import { NewPasswordFields } from '@/ui/new-password-fields'
import { Button } from '@/ui/button'
import layout from '@/ui/layout.module.css'
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
export function ResetPasswordStep({
  email,
  onBack,
  onDone,
}: {
  email: string
  onBack: () => void
  onDone: () => void
}) {
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
    <form.AppForm>
      <form.Form className={layout.formColumn}>
        <p className={styles.muted}>
          Если почта <strong className={styles.email}>{email}</strong> зарегистрирована, мы отправили на неё код.
        </p>
        <form.AppField name="code">
          {(field) => <field.CodeField label="Код из письма" clean={digitsOnly} />}
        </form.AppField>
        <NewPasswordFields form={form} fields={{ password: 'password', confirm: 'confirm' }} label="Новый пароль" />
        <form.AppField name="logoutAll">
          {(field) => <field.CheckboxField>Выйти из всех активных сеансов входа</field.CheckboxField>}
        </form.AppField>
        <form.SubmitButton>Обновить пароль</form.SubmitButton>
        <Button variant="ghost" fullWidth onClick={onBack}>
          Назад
        </Button>
      </form.Form>
    </form.AppForm>
  )
}
