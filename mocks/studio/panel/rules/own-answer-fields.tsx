import { useEffect, useId, useState } from 'react'
import controls from '../kit/controls.module.css'
import { Labeled, LabeledInput } from '../kit/labeled-controls'
import { checkAnswer, type Check } from './answer-check'
import { draftField, type DraftPart } from './draft-field'
import styles from './own-answer.module.css'

/** Status, content type and body of an answer written by hand, with what the app would make of it. */
export function OwnAnswerFields(part: DraftPart) {
  const { draft, change } = part
  const [checks, setChecks] = useState<Check[]>([])
  const checksId = useId()
  const { call, ownStatus, contentType, body } = draft
  useEffect(() => {
    let current = true
    void checkAnswer(call, Number(ownStatus), contentType, body).then((next) => current && setChecks(next))
    return () => {
      current = false
    }
  }, [call, ownStatus, contentType, body])
  return (
    <>
      <LabeledInput label="Статус (100–599)" numeric {...draftField(part, 'ownStatus')} />
      <LabeledInput label="Тип содержимого" {...draftField(part, 'contentType')} />
      <Labeled label="Тело ответа">
        {(id) => (
          <textarea
            id={id}
            className={`${controls.textarea} ${styles.body}`}
            rows={8}
            spellCheck={false}
            value={body}
            aria-describedby={checksId}
            onChange={(event) => change({ body: event.target.value })}
          />
        )}
      </Labeled>
      <ul id={checksId} className={styles.checks} aria-live="polite" aria-label="Проверка ответа">
        {checks.map((check) => (
          <li key={check.text} data-tone={check.tone}>
            {check.text}
          </li>
        ))}
      </ul>
    </>
  )
}
