import { useState, type FormEvent } from 'react'
import { Button } from '@/ui/button'
import styles from '../shell/section.module.css'
import { CALLS } from '../calls'
import { callName } from './describe-rule'
import { EVERY_CALL } from './presets'
import { addRules } from './rules'
import { LabeledInput, LabeledSelect } from '../shell/labeled-controls'
import { OutcomeFields } from './outcome-fields'
import { initialDraft, ruleFromDraft, type Draft, type OutcomeKind } from './rule-draft'

const OUTCOMES: readonly (readonly [OutcomeKind, string])[] = [
  ['status', 'Ошибка со статусом'],
  ['network', 'Сетевая ошибка'],
  ['hang', 'Нет ответа'],
  ['malformed', 'Испорченный ответ'],
  ['latency', 'Задержка'],
]
const SCOPES: readonly (readonly [Draft['scope'], string])[] = [
  ['every', 'Каждый вызов'],
  ['nth', 'Только N-й вызов'],
  ['first', 'Первые N вызовов'],
]
const CALL_CHOICES = [
  [EVERY_CALL, callName(EVERY_CALL)] as const,
  ...CALLS.map((call) => [call.id, `${call.name} — ${call.method} /${call.path}`] as const),
]

/** Adds one fault rule: which call, what it answers, which of its calls. */
export function RuleForm() {
  const [draft, setDraft] = useState<Draft>(() => initialDraft(CALLS[0]?.id ?? EVERY_CALL))
  const [error, setError] = useState('')
  const change = (patch: Partial<Draft>) => setDraft((before) => ({ ...before, ...patch }))

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const rule = ruleFromDraft(draft)
    if (typeof rule === 'string') return setError(rule)
    setError('')
    addRules([rule])
  }

  return (
    <form className={styles.switch} onSubmit={onSubmit} aria-label="Новое правило" noValidate>
      <LabeledSelect label="Вызов" value={draft.call} options={CALL_CHOICES} onChange={(call) => change({ call })} />
      <LabeledSelect label="Ответ" value={draft.kind} options={OUTCOMES} onChange={(kind) => change({ kind })} />
      <OutcomeFields draft={draft} change={change} />
      <LabeledSelect
        label="Какие вызовы"
        value={draft.scope}
        options={SCOPES}
        onChange={(scope) => change({ scope })}
      />
      {draft.scope !== 'every' && <LabeledInput label="N" numeric value={draft.n} onChange={(n) => change({ n })} />}
      <p role="alert" className={styles.error}>
        {error}
      </p>
      <Button type="submit" variant="primary">
        Добавить правило
      </Button>
    </form>
  )
}
