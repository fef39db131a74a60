import * as v from 'valibot'
import { useAppForm } from '@/ui/app-form'
import { Button } from '@/ui/button'
import { useStore } from '@tanstack/react-form'
import { CodeBlock } from '../kit/code-block'
import { selectField } from '../kit/form-fields'
import { OutcomeFields } from './outcome-fields'
import { OutcomeFormSchema, readingValues } from './rule-form-schema'
import { outcomeValues, type OutcomeKind, type OutcomeValues } from './rule-form-values'
import { isAnswer } from '../../rules/outcome-response'
import { answerPaused, type PausedCall } from '../../rules/paused'
import type { FaultOutcome } from '../../rules/rule-schema'
import styles from './paused.module.css'

type Choice = 'usual' | Extract<OutcomeKind, 'status' | 'own' | 'network' | 'hang' | 'malformed'>
const CHOICES: readonly (readonly [Choice, string])[] = [
  ['usual', 'Как обычно'],
  ['status', 'Ошибка со статусом'],
  ['own', 'Свой ответ'],
  ['network', 'Сетевая ошибка'],
  ['hang', 'Нет ответа'],
  ['malformed', 'Испорченный ответ'],
]

type PausedAnswerValues = { choice: Choice; outcome: OutcomeValues }
const PausedAnswerSchema = readingValues<PausedAnswerValues, { choice: 'usual' } | { outcome: FaultOutcome }>(
  v.variant('choice', [
    v.object({ choice: v.literal('usual') }),
    v.object({ choice: v.string(), outcome: OutcomeFormSchema }),
  ]),
)
const answerValues = (): PausedAnswerValues => ({ choice: 'usual', outcome: outcomeValues() })

/** One waiting call: what the app sent, and support's answer to it. */
export function PausedCallView({ call, index }: { call: PausedCall; index: number }) {
  const form = useAppForm({
    defaultValues: answerValues(),
    validators: { onSubmit: PausedAnswerSchema },
    onSubmit: ({ value }) => {
      const answer = v.parse(PausedAnswerSchema, value)
      if (!('outcome' in answer)) return answerPaused(call.id, { kind: 'usual' })
      if (isAnswer(answer.outcome)) answerPaused(call.id, { kind: 'outcome', outcome: answer.outcome })
    },
  })
  const choice = useStore(form.store, (state) => state.values.choice)
  const title = `${index + 1}. ${call.name}`

  return (
    <form.AppForm>
      <form.Form className={styles.call} label={`Ждёт ответа: ${title}`}>
        <h3 className={styles.name}>{title}</h3>
        <p className={styles.path}>
          {call.method} {call.path}
        </p>
        {call.body && <CodeBlock label={`Тело запроса: ${call.name}`} text={call.body} />}
        <form.Field
          name="choice"
          listeners={{
            // The outcome's fields follow the answer chosen; "Как обычно" has none.
            onChange: ({ value }) => value !== 'usual' && form.setFieldValue('outcome.kind', value),
          }}
        >
          {selectField('Ответить', CHOICES)}
        </form.Field>
        {choice !== 'usual' && <OutcomeFields form={form} fields="outcome" call={call.call} />}
        <Button type="submit" variant="primary">
          Ответить
        </Button>
      </form.Form>
    </form.AppForm>
  )
}
