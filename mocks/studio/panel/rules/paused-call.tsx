import { useState, type FormEvent } from 'react'
import { Button } from '@/ui/button'
import section from '../kit/section.module.css'
import { CodeBlock } from '../kit/code-block'
import { LabeledSelect } from '../kit/labeled-controls'
import { outcomeOf } from './draft-outcome'
import { OutcomeFields } from './outcome-fields'
import { isAnswer } from '../../rules/outcome-response'
import { answerPaused, type PausedCall } from '../../rules/paused'
import { initialDraft, type Draft } from './rule-draft'
import styles from './paused.module.css'

type Choice = 'usual' | Extract<Draft['kind'], 'status' | 'own' | 'network' | 'hang' | 'malformed'>
const CHOICES: readonly (readonly [Choice, string])[] = [
  ['usual', 'Как обычно'],
  ['status', 'Ошибка со статусом'],
  ['own', 'Свой ответ'],
  ['network', 'Сетевая ошибка'],
  ['hang', 'Нет ответа'],
  ['malformed', 'Испорченный ответ'],
]

/** One waiting call: what the app sent, and support's answer to it. */
export function PausedCallView({ call, index }: { call: PausedCall; index: number }) {
  const [choice, setChoice] = useState<Choice>('usual')
  const [draft, setDraft] = useState<Draft>(() => initialDraft(call.call))
  const [error, setError] = useState('')
  const change = (patch: Partial<Draft>) => setDraft((before) => ({ ...before, ...patch }))
  const title = `${index + 1}. ${call.name}`

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (choice === 'usual') return answerPaused(call.id, { kind: 'usual' })
    const outcome = outcomeOf({ ...draft, kind: choice })
    if (typeof outcome === 'string') return setError(outcome)
    if (isAnswer(outcome)) answerPaused(call.id, { kind: 'outcome', outcome })
  }

  return (
    <form className={styles.call} onSubmit={onSubmit} aria-label={`Ждёт ответа: ${title}`} noValidate>
      <h3 className={styles.name}>{title}</h3>
      <p className={styles.path}>
        {call.method} {call.path}
      </p>
      {call.body && <CodeBlock label={`Тело запроса: ${call.name}`} text={call.body} />}
      <LabeledSelect label="Ответить" value={choice} options={CHOICES} onChange={setChoice} />
      {choice !== 'usual' && <OutcomeFields draft={{ ...draft, kind: choice }} change={change} />}
      <p role="alert" className={section.error}>
        {error}
      </p>
      <Button type="submit" variant="primary">
        Ответить
      </Button>
    </form>
  )
}
