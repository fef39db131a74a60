import { useEffect, useId, useState } from 'react'
import controls from '../shell/controls.module.css'
import { Labeled, LabeledInput } from '../shell/labeled-controls'
import { checkAnswer, type Check } from './answer-check'
import type { Draft } from './rule-draft'
import styles from './own-answer.module.css'

type Props = { draft: Draft; change: (patch: Partial<Draft>) => void }

/** Status, content type and body of an answer written by hand, with what the app would make of it. */
export function OwnAnswerFields({ draft, change }: Props) {
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
      <LabeledInput
        label="Статус (100–599)"
        numeric
        value={ownStatus}
        onChange={(value) => change({ ownStatus: value })}
      />
      <LabeledInput label="Тип содержимого" value={contentType} onChange={(value) => change({ contentType: value })} />
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
