import { useForm } from '@tanstack/react-form'
import { useState } from 'react'
import * as v from 'valibot'
import { Button } from '@/ui/button'
import { Field } from '@/ui/field'
import { PasswordInput } from '@/ui/password-input'
import { firstError } from '@/ui/form-errors'
import { isTwoFactorRequired } from './two-factor-flag'
import { useSignIn } from './use-sign-in'
import styles from './auth-forms.module.css'

/** SPEC §5 login rules; the code is checked only once the server asked for a second factor. */
function signInSchema(needsCode: boolean) {
  return v.object({
    usernameOrEmail: v.pipe(v.string(), v.trim(), v.minLength(1, 'Введите логин')),
    password: v.pipe(v.string(), v.minLength(1, 'Введите пароль')),
    twoFactorCode: v.pipe(
      v.string(),
      v.check((code) => !needsCode || code.length > 0, 'Введите код подтверждения'),
      v.check((code) => !needsCode || code.length === 0 || code.length === 6, 'Код должен содержать 6 символов'),
    ),
  })
}

export function SignInForm({ redirect }: { redirect?: string | undefined }) {
  const [needsCode, setNeedsCode] = useState(isTwoFactorRequired)
  const signIn = useSignIn({ redirect, onTwoFactorRequired: () => setNeedsCode(true) })
  const form = useForm({
    defaultValues: { usernameOrEmail: '', password: '', twoFactorCode: '' },
    validators: { onSubmit: signInSchema(needsCode) },
    onSubmit: async ({ value }) => {
      await signIn
        .mutateAsync({
          usernameOrEmail: value.usernameOrEmail.trim(),
          password: value.password,
          ...(needsCode ? { twoFactorCode: value.twoFactorCode } : {}),
        })
        .catch(() => undefined) // the toast from the mutation cache has said what went wrong
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
      <form.Field name="usernameOrEmail">
        {(field) => (
          <Field
            label="Логин или email"
            name={field.name}
            autoComplete="username"
            value={field.state.value}
            onBlur={field.handleBlur}
            onChange={(event) => field.handleChange(event.target.value)}
            error={firstError(field.state.meta.errors)}
          />
        )}
      </form.Field>
      <form.Field name="password">
        {(field) => (
          <PasswordInput
            label="Пароль"
            name={field.name}
            autoComplete="current-password"
            value={field.state.value}
            onBlur={field.handleBlur}
            onChange={(event) => field.handleChange(event.target.value)}
            error={firstError(field.state.meta.errors)}
          />
        )}
      </form.Field>
      {needsCode && (
        <form.Field name="twoFactorCode">
          {(field) => (
            <Field
              label="Код подтверждения"
              name={field.name}
              autoComplete="one-time-code"
              inputMode="numeric"
              value={field.state.value}
              onChange={(event) => field.handleChange(event.target.value.replace(/\s/g, ''))}
              error={firstError(field.state.meta.errors)}
            />
          )}
        </form.Field>
      )}
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(isSubmitting) => (
          <Button type="submit" fullWidth loading={isSubmitting}>
            Войти
          </Button>
        )}
      </form.Subscribe>
    </form>
  )
}
