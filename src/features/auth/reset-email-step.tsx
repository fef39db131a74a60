import { useMutation } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { forgotPassword } from '@/api/auth'
import { ResetEmailFormSchema } from '@/api/account-rules'
import { ACCOUNT_ERRORS } from '@/api/errors'
import { useAppForm } from '@/ui/app-form'
import { buttonClassName } from '@/ui/button'
import layout from '@/ui/layout.module.css'
import styles from './auth-forms.module.css'

/** Reset step 1: the answer reads the same whether or not the e-mail is registered (PRODUCT.md §3). */
export function ResetEmailStep({ initialEmail, onSent }: { initialEmail: string; onSent: (email: string) => void }) {
  const request = useMutation({ mutationFn: forgotPassword, meta: { errorTexts: ACCOUNT_ERRORS } })
  const form = useAppForm({
    defaultValues: { email: initialEmail },
    validators: { onSubmit: ResetEmailFormSchema },
    onSubmit: async ({ value }) => {
      const email = value.email.trim()
      await request
        .mutateAsync(email)
        .then(() => onSent(email))
        .catch(() => undefined) // toasted by the mutation cache
    },
  })
  return (
    <form.AppForm>
      <form.Form className={layout.formColumn}>
        <p className={styles.muted}>Укажите почту, пароль к которой вы забыли</p>
        <form.AppField name="email">
          {(field) => <field.EmailField label="Email" placeholder="Ваш email" />}
        </form.AppField>
        <form.SubmitButton>Продолжить</form.SubmitButton>
        {/* Looks as step 2's «Назад» does, a quiet button: both go one step back. */}
        <Link to="/auth" className={buttonClassName({ variant: 'ghost', fullWidth: true })}>
          Назад
        </Link>
      </form.Form>
    </form.AppForm>
  )
}
