import { useMutation } from '@tanstack/react-query'
import * as v from 'valibot'
import { register, type RegisterRequest } from '@/api/auth'
import { cleanNickname, RegistrationFormSchema, splitFullName } from '@/api/account-rules'
import { ACCOUNT_ERRORS, fieldErrors } from '@/api/errors'
import { useAppForm } from '@/ui/app-form'
import { showServerFieldErrors } from '@/ui/form-errors'
import { NewPasswordFields } from '@/ui/new-password-fields'
import layout from '@/ui/layout.module.css'

export type RegistrationValues = v.InferInput<typeof RegistrationFormSchema>

export const EMPTY_REGISTRATION: RegistrationValues = {
  email: '',
  name: '',
  username: '',
  password: '',
  confirm: '',
  consent: false as true,
}

/** The payload of SPEC §7 register from the form's values (names split, nickname cleaned). */
export function toRegisterRequest(values: RegistrationValues): RegisterRequest {
  const parsed = v.parse(RegistrationFormSchema, values)
  return { email: parsed.email, password: parsed.password, username: parsed.username, ...splitFullName(parsed.name) }
}

// The register request's fields and the form fields that show their errors (the name is split in two).
const SERVER_FIELDS = {
  email: 'email',
  username: 'username',
  password: 'password',
  firstName: 'name',
  lastName: 'name',
} as const satisfies Record<string, keyof RegistrationValues>

type RegisterFormProps = {
  initialValues?: RegistrationValues | undefined
  onRegistered: (values: RegistrationValues, request: RegisterRequest) => void
}

/** SPEC §5 registration: validated on change, sent only with the consent ticked. */
export default function RegisterForm({ initialValues = EMPTY_REGISTRATION, onRegistered }: RegisterFormProps) {
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
        // The mutation cache has toasted the failure; a 400's messages also go under their fields.
        .catch((error: unknown) => showServerFieldErrors(form, fieldErrors(error), SERVER_FIELDS))
    },
  })

  return (
    <form.AppForm>
      <form.Form className={layout.formColumn}>
        <form.AppField name="email">{(field) => <field.EmailField label="Email" />}</form.AppField>
        <form.AppField name="name">
          {(field) => <field.TextField label="Имя и фамилия" autoComplete="name" />}
        </form.AppField>
        <form.AppField name="username">
          {(field) => (
            <field.TextField
              label="Никнейм"
              hint="Латиница, цифры и символы, без пробелов"
              autoComplete="nickname"
              verbatim
              clean={cleanNickname}
            />
          )}
        </form.AppField>
        <NewPasswordFields form={form} fields={{ password: 'password', confirm: 'confirm' }} label="Пароль" />
        <form.AppField name="consent">
          {(field) => (
            <field.CheckboxField>
              Я согласен на обработку персональных данных и получение рекламной рассылки
            </field.CheckboxField>
          )}
        </form.AppField>
        <form.Subscribe selector={(state) => state.values.consent}>
          {(consent) => <form.SubmitButton disabled={!consent}>Зарегистрироваться</form.SubmitButton>}
        </form.Subscribe>
      </form.Form>
    </form.AppForm>
  )
}
