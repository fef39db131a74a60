import { useState } from 'react'
import { textField } from '@/ui/app-form'
import type { MockUser } from '../../../db'
import { applyUser } from '../../data/editor-actions'
import { EditorForm } from './editor-parts'
import { useDataForm } from './data-form'
import { UserFormSchema, userChange, userValues, type UserValues } from '../../data/user-form'
import styles from './data-editor.module.css'

const TEXT_FIELDS: readonly (readonly [
  Exclude<keyof UserValues, 'isTwoFactorEnabled' | 'telegramId'>,
  string,
  string,
])[] = [
  ['lastName', 'Фамилия', 'family-name'],
  ['firstName', 'Имя', 'given-name'],
  ['middleName', 'Отчество', 'additional-name'],
  ['userName', 'Никнейм', 'off'],
  ['email', 'E-mail', 'off'],
  ['phoneNamber', 'Телефон', 'off'],
]

export function UserSection({ user }: { user: MockUser }) {
  // What the form showed when opened, then after each apply: the baseline for what support edited.
  const [opened, setOpened] = useState(() => userValues(user))
  const { form, status } = useDataForm({
    schema: UserFormSchema,
    defaultValues: opened,
    apply: (values) => {
      applyUser(user, userChange(values, opened, user))
      setOpened(values)
      return 'Применено: страница обновлена'
    },
  })
  return (
    <EditorForm form={form} status={status} submit="Применить">
      {TEXT_FIELDS.map(([name, label, autoComplete]) => (
        <form.AppField key={name} name={name}>
          {textField({ label, autoComplete })}
        </form.AppField>
      ))}
      <div className={styles.pair}>
        <form.AppField name="balance">{textField({ label: 'Баланс, ₽', inputMode: 'decimal' })}</form.AppField>
        <form.AppField name="balanceStars">{textField({ label: 'Кэшбэк, баллы', inputMode: 'decimal' })}</form.AppField>
      </div>
      <form.AppField name="isTwoFactorEnabled">
        {(field) => <field.CheckboxField>Google 2FA включена</field.CheckboxField>}
      </form.AppField>
      <form.AppField name="telegramId">
        {(field) => <field.CheckboxField>Telegram привязан</field.CheckboxField>}
      </form.AppField>
    </EditorForm>
  )
}
