import { useMutation } from '@tanstack/react-query'
import * as v from 'valibot'
import { register, type RegisterRequest } from '@/api/auth'
import { cleanNickname, RegistrationFormSchema, splitFullName } from '@/api/account-rules'
import { ACCOUNT_ERRORS } from '@/api/errors'
import { useAppForm } from '@/ui/app-form'
import styles from './auth-forms.module.css'

export type RegistrationValues = v.InferInput<typeof RegistrationFormSchema>

export const EMPTY_REGISTRATION: RegistrationValues = { email: '', name: '', username: '', password: '', confirm: '', consent: false as true }

/** The payload of SPEC §7 register from the form's values (names split, nickname cleaned). */
export function toRegisterRequest(values: RegistrationValues): RegisterRequest {
  const parsed = v.parse(RegistrationFormSchema, values)
  return { email: parsed.email, password: parsed.password, username: parsed.username, ...splitFullName(parsed.name) }
}

type RegisterFormProps = {
  initialValues?: RegistrationValues | undefined
  onRegistered: (values: RegistrationValues, request: RegisterRequest) => void
}

/** SPEC §5 registration: validated on change, sent only with the consent ticked. */
export function RegisterForm({ initialValues = EMPTY_REGISTRATION, onRegistered }: RegisterFormProps) {
  const registration = useMutation({
    mutationFn: register,
    meta: { errorTexts: ACCOUNT_ERRORS },
  })
  const form = useAppForm({
    defaultValues: initialValues,
    validators: { onChange: RegistrationFormSchema, onSubmit: RegistrationFormSchema },
    onSubmit: async ({ value }) => {
      const request = toRegisterRequest(value)
      await registration
        .mutateAsync(request)
        .then(() => onRegistered(value, request))
        .catch(() => undefined) // the mutation cache has toasted the failure
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
      <form.AppField name="email">
        {(field) => <field.TextField label="Email" type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} />}
      </form.AppField>
      <form.AppField name="name">
        {(field) => <field.TextField label="Имя и фамилия" autoComplete="name" />}
      </form.AppField>
      <form.AppField name="username">
        {(field) => (
          <field.TextField
            label="Никнейм"
            hint="Латиница, цифры и символы, без пробелов"
            autoComplete="nickname"
            autoCapitalize="none"
            spellCheck={false}
            clean={cleanNickname}
          />
        )}
      </form.AppField>
      <form.AppField name="password">
        {(field) => (
          <field.PasswordField
            label="Пароль"
            hint="8–32 символа: заглавная и строчная латинская буква, цифра"
            autoComplete="new-password"
          />
        )}
      </form.AppField>
      <form.AppField name="confirm">
        {(field) => <field.PasswordField label="Повторите пароль" autoComplete="new-password" />}
      </form.AppField>
      <form.AppField name="consent">
        {(field) => (
          <field.CheckboxField>Я согласен на обработку персональных данных и получение рекламной рассылки</field.CheckboxField>
        )}
      </form.AppField>
      <form.Subscribe selector={(state) => state.values.consent}>
        {(consent) => (
          <form.AppForm>
            <form.SubmitButton disabled={!consent}>Зарегистрироваться</form.SubmitButton>
          </form.AppForm>
        )}
      </form.Subscribe>
    </form>
  )
}
