import { useState } from 'react'
import { Button } from '@/ui/button'
import { Field } from '@/ui/field'
import type { MockUser } from '../../db'
import { applyUser } from './editor-actions'
import { Check, FormStatus } from './editor-parts'
import { checkUser, editedOnly, userForm, type UserForm } from './user-check'
import { useEditorForm } from './use-editor-form'
import styles from './data-editor.module.css'

const TEXT_FIELDS: readonly (readonly [Exclude<keyof UserForm, 'twoFactor' | 'telegram'>, string, string])[] = [
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
  const { form, set, input, status, submit } = useEditorForm(
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
        <Field key={field} label={label} autoComplete={autoComplete} {...input(field)} />
      ))}
      <div className={styles.pair}>
        <Field label="Баланс, ₽" inputMode="decimal" {...input('balance')} />
        <Field label="Кэшбэк, баллы" inputMode="decimal" {...input('cashback')} />
      </div>
      <Check label="Google 2FA включена" checked={form.twoFactor} onChange={set('twoFactor')} />
      <Check label="Telegram привязан" checked={form.telegram} onChange={set('telegram')} />
      <Button type="submit">Применить</Button>
      <FormStatus text={status} />
    </form>
  )
}
