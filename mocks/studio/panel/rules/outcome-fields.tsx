import { useStore } from '@tanstack/react-form'
import { textField, withFieldGroup } from '@/ui/app-form'
import section from '../kit/section.module.css'
import { selectField, TextAreaField } from '../kit/form-fields'
import { OwnAnswerFields } from './own-answer-fields'
import { MALFORMED_NAMES } from '../../rules/describe-rule'
import { DEFAULT_MESSAGES, outcomeValues, type OutcomeValues } from './rule-form-values'
import { FAULT_STATUSES } from '../../rules/rule-schema'

const VARIANTS = Object.entries(MALFORMED_NAMES) as [OutcomeValues['variant'], string][]
const STATUSES = FAULT_STATUSES.map((status) => [status, String(status)] as const)
const whole = (label: string) => textField({ label, inputMode: 'numeric' })

/**
 * The fields of the chosen outcome: status and message (with errors for 400, Retry-After for 429),
 * variant, delay, an own answer. `call` is the call it answers, whose schema the own answer is checked by.
 */
export const OutcomeFields = withFieldGroup({
  defaultValues: outcomeValues(),
  props: { call: '' },
  render: function Render({ group, call }) {
    const kind = useStore(group.store, (state) => state.values.kind)
    const status = useStore(group.store, (state) => state.values.status)
    if (kind === 'malformed') return <group.Field name="variant">{selectField('Что сломано', VARIANTS)}</group.Field>
    if (kind === 'latency') return <group.AppField name="ms">{whole('Задержка, мс')}</group.AppField>
    if (kind === 'own')
      return (
        <OwnAnswerFields
          form={group}
          fields={{ status: 'ownStatus', contentType: 'contentType', body: 'body' }}
          call={call}
        />
      )
    if (kind === 'pause') {
      return (
        <p className={section.muted}>
          Вызов ждёт, пока вы не ответите на него в панели. Без ответа приложение завершит его своим тайм-аутом.
        </p>
      )
    }
    if (kind !== 'status') return null
    return (
      <>
        <group.Field
          name="status"
          listeners={{ onChange: ({ value }) => group.setFieldValue('message', DEFAULT_MESSAGES[value]) }}
        >
          {selectField('Статус', STATUSES)}
        </group.Field>
        <group.AppField name="message">{textField({ label: 'Текст ошибки (message)' })}</group.AppField>
        {status === 400 && (
          <group.AppField name="errors">{() => <TextAreaField label="Объект errors (JSON)" rows={4} />}</group.AppField>
        )}
        {status === 429 && <group.AppField name="retryAfter">{whole('Retry-After, секунд')}</group.AppField>}
      </>
    )
  },
})
