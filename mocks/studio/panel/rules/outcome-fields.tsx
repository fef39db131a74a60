import controls from '../kit/controls.module.css'
import section from '../kit/section.module.css'
import { OwnAnswerFields } from './own-answer-fields'
import { MALFORMED_NAMES } from '../../rules/describe-rule'
import { Labeled, LabeledInput, LabeledSelect } from '../kit/labeled-controls'
import { draftField, type DraftPart } from './draft-field'
import { DEFAULT_MESSAGES, type Draft } from './rule-draft'
import { FAULT_STATUSES } from '../../rules/rule-schema'

const VARIANTS = Object.entries(MALFORMED_NAMES) as [Draft['variant'], string][]
const STATUSES = FAULT_STATUSES.map((status) => [status, String(status)] as const)

/** The fields of the chosen outcome: status and message (with errors for 400, Retry-After for 429), variant, delay. */
export function OutcomeFields(part: DraftPart) {
  const { draft, change } = part
  if (draft.kind === 'malformed') {
    return <LabeledSelect label="Что сломано" options={VARIANTS} {...draftField(part, 'variant')} />
  }
  if (draft.kind === 'latency') return <LabeledInput label="Задержка, мс" numeric {...draftField(part, 'ms')} />
  if (draft.kind === 'own') return <OwnAnswerFields {...part} />
  if (draft.kind === 'pause') {
    return (
      <p className={section.muted}>
        Вызов ждёт, пока вы не ответите на него в панели. Без ответа приложение завершит его своим тайм-аутом.
      </p>
    )
  }
  if (draft.kind !== 'status') return null
  return (
    <>
      <LabeledSelect
        label="Статус"
        value={draft.status}
        options={STATUSES}
        onChange={(status) => change({ status, message: DEFAULT_MESSAGES[status] })}
      />
      <LabeledInput label="Текст ошибки (message)" {...draftField(part, 'message')} />
      {draft.status === 400 && (
        <Labeled label="Объект errors (JSON)">
          {(id) => (
            <textarea
              id={id}
              className={controls.textarea}
              rows={4}
              spellCheck={false}
              value={draft.errors}
              onChange={(event) => change({ errors: event.target.value })}
            />
          )}
        </Labeled>
      )}
      {draft.status === 429 && <LabeledInput label="Retry-After, секунд" numeric {...draftField(part, 'retryAfter')} />}
    </>
  )
}
