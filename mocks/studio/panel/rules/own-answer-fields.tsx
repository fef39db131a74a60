import { useStore } from '@tanstack/react-form'
import { useEffect, useId, useState } from 'react'
import { textField, withFieldGroup } from '@/ui/app-form'
import { TextAreaField } from '../kit/form-fields'
import { checkAnswer, type Check } from './answer-check'
import styles from './own-answer.module.css'

/** Status, content type and body of an answer written by hand, with what the app would make of it. */
export const OwnAnswerFields = withFieldGroup({
  defaultValues: { status: '', contentType: '', body: '' },
  props: { call: '' },
  render: function Render({ group, call }) {
    const [checks, setChecks] = useState<Check[]>([])
    const checksId = useId()
    const status = useStore(group.store, (state) => state.values.status)
    const contentType = useStore(group.store, (state) => state.values.contentType)
    const body = useStore(group.store, (state) => state.values.body)
    useEffect(() => {
      let current = true
      void checkAnswer(call, Number(status), contentType, body).then((next) => current && setChecks(next))
      return () => {
        current = false
      }
    }, [call, status, contentType, body])
    return (
      <>
        <group.AppField name="status">{textField({ label: 'Статус (100–599)', inputMode: 'numeric' })}</group.AppField>
        <group.AppField name="contentType">{textField({ label: 'Тип содержимого' })}</group.AppField>
        <group.AppField name="body">
          {() => <TextAreaField label="Тело ответа" rows={8} className={styles.body} describedBy={checksId} />}
        </group.AppField>
        <ul id={checksId} className={styles.checks} aria-live="polite" aria-label="Проверка ответа">
          {checks.map((check) => (
            <li key={check.text} data-tone={check.tone}>
              {check.text}
            </li>
          ))}
        </ul>
      </>
    )
  },
})
