import { useState } from 'react'
import { Button } from '@/ui/button'
import { Field } from '@/ui/field'
import type { MockUser } from '../../db'
import { applyUser } from './editor-actions'
import { Check, FormStatus } from './editor-parts'
import { checkUser, editedOnly, userForm, type UserForm } from './user-check'
import { useEditorForm } from './use-editor-form'
import styles from './data-editor.module.css'

const TEXT_FIELDS: readonly (readonly [keyof UserForm & string, string, string])[] = [
  ['lastName', 'Фамилия', 'family-name'],
  ['firstName', 'Имя', 'given-name'],
  ['middleName', 'Отчество', 'additional-name'],
  ['userName', 'Никнейм', 'off'],
  ['email', 'E-mail', 'off'],
  ['phone', 'Телефон', 'off'],
]

export function UserSection({ user }: { user: MockUser }) {
  // What the form showed when opened, then after each apply: the baseline for what support edited.
  const [opened, setOpened] = useState(() => userForm(user))
  const { form, set, errors, status, submit } = useEditorForm(
    () => opened,
    (values) => checkUser(values, user),
    (change, values) => {
      applyUser(user, editedOnly(change, opened, values))
      setOpened(values)
    },
    'Применено: страница обновлена',
  )
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {TEXT_FIELDS.map(([field, label, autoComplete]) => (
        <Field
          key={field}
          label={label}
          autoComplete={autoComplete}
          value={String(form[field])}
          error={errors[field]}
          onChange={(event) => set(field)(event.target.value)}
        />
      ))}
      <div className={styles.pair}>
        <Field
          label="Баланс, ₽"
          inputMode="decimal"
          value={form.balance}
          error={errors.balance}
          onChange={(event) => set('balance')(event.target.value)}
        />
        <Field
          label="Кэшбэк, баллы"
          inputMode="decimal"
          value={form.cashback}
          error={errors.cashback}
          onChange={(event) => set('cashback')(event.target.value)}
        />
      </div>
      <Check label="Google 2FA включена" checked={form.twoFactor} onChange={set('twoFactor')} />
      <Check label="Telegram привязан" checked={form.telegram} onChange={set('telegram')} />
      <Button type="submit">Применить</Button>
      <FormStatus text={status} />
    </form>
  )
}
