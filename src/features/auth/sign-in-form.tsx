import { useState } from 'react'
import * as v from 'valibot'
import { LoginRequestSchema, TwoFactorCodeSchema } from '@/api/auth'
import { useAppForm } from '@/ui/app-form'
import { IconButton } from '@/ui/icon-button'
import { CloseIcon } from '@/ui/icons'
import { LazyDialogButton } from '@/ui/lazy-dialog-button'
import { clearTwoFactorRequirement, isTwoFactorRequired } from './two-factor-flag'
import { useSignIn } from './use-sign-in'
import layout from '@/ui/layout.module.css'
import styles from './auth-forms.module.css'

const loadLostAuthenticator = () => import('./lost-authenticator-dialog')

/** SPEC §5 login rules; the code is checked only once the server asked for a second factor. */
function signInSchema(needsCode: boolean) {
  return v.object({
    ...LoginRequestSchema.entries,
    twoFactorCode: needsCode ? TwoFactorCodeSchema : v.string(),
  })
}

const cleanCode = (value: string) => value.replace(/\s/g, '')

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [needsCode, setNeedsCode] = useState(isTwoFactorRequired)
  const signIn = useSignIn({ onSignedIn, onTwoFactorRequired: () => setNeedsCode(true) })
  const form = useAppForm({
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

  const dropCode = () => {
    clearTwoFactorRequirement()
    setNeedsCode(false)
    form.setFieldValue('twoFactorCode', '')
  }

  return (
    <form.AppForm>
      <form.Form className={layout.formColumn}>
        <form.AppField name="usernameOrEmail">
          {(field) => <field.TextField label="Логин или email" autoComplete="username" verbatim />}
        </form.AppField>
        <form.AppField name="password">
          {(field) => <field.PasswordField label="Пароль" autoComplete="current-password" />}
        </form.AppField>
        {needsCode && (
          <form.AppField name="twoFactorCode">
            {(field) => (
              <field.CodeField
                label="Код подтверждения"
                hint="Код из приложения-аутентификатора"
                maxLength={12}
                clean={cleanCode}
                trailing={
                  <IconButton label="Убрать код и войти без него" onClick={dropCode}>
                    <CloseIcon />
                  </IconButton>
                }
              />
            )}
          </form.AppField>
        )}
        {needsCode && (
          <LazyDialogButton
            load={loadLostAuthenticator}
            unavailable="Не удалось открыть подсказку. Напишите в чат поддержки."
            className={styles.help}
          >
            Нет доступа к приложению?
          </LazyDialogButton>
        )}
        <form.SubmitButton>Войти</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}
