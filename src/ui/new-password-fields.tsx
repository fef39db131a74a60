import { PASSWORD_MAX, PASSWORD_MIN } from '@/api/password-rule'
import { withFieldGroup } from './app-form'

/** SPEC §9's password rule, said before the customer types rather than after a failed submit. */
const PASSWORD_RULE_HINT = `${PASSWORD_MIN}–${PASSWORD_MAX} символа: заглавная и строчная латинская буква, цифра`

/**
 * A new password and its repeat, as registration, the password reset and the password change ask
 * for them. The form's schema checks the rule and that both match; map the form's own field names:
 * `<NewPasswordFields form={form} fields={{ password: 'newPassword', confirm: 'confirmPassword' }} />`.
 */
export const NewPasswordFields = withFieldGroup({
  defaultValues: { password: '', confirm: '' },
  // The first field's label: 'Пароль' when signing up, 'Новый пароль' when replacing one.
  props: { label: '' },
  render: function Render({ group, label }) {
    return (
      <>
        <group.AppField name="password">
          {(field) => <field.PasswordField label={label} hint={PASSWORD_RULE_HINT} autoComplete="new-password" />}
        </group.AppField>
        <group.AppField name="confirm">
          {(field) => <field.PasswordField label="Повторите пароль" autoComplete="new-password" />}
        </group.AppField>
      </>
    )
  },
})
