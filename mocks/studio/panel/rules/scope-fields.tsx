import { LabeledInput, LabeledSelect } from '../kit/labeled-controls'
import { draftField, type DraftPart } from './draft-field'
import type { Draft } from './rule-draft'

const SCOPES: readonly (readonly [Draft['scope'], string])[] = [
  ['every', 'Каждый вызов'],
  ['nth', 'Только N-й вызов'],
  ['first', 'Первые N вызовов'],
  ['chance', 'С вероятностью P %'],
]

/** Which of the call's requests the rule takes: all, the Nth, the first N, or each with a seeded chance. */
export function ScopeFields(part: DraftPart) {
  const { scope } = part.draft
  return (
    <>
      <LabeledSelect label="Какие вызовы" options={SCOPES} {...draftField(part, 'scope')} />
      {(scope === 'nth' || scope === 'first') && <LabeledInput label="N" numeric {...draftField(part, 'n')} />}
      {scope === 'chance' && (
        <>
          <LabeledInput label="Вероятность, %" numeric {...draftField(part, 'percent')} />
          <LabeledInput label="Зерно (одна ссылка — те же вызовы)" numeric {...draftField(part, 'seed')} />
        </>
      )}
    </>
  )
}
