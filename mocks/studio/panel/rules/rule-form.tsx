import { useState, type FormEvent } from 'react'
import { Button } from '@/ui/button'
import styles from '../kit/section.module.css'
import { callById, CALLS } from '../../core/calls'
import { callName } from '../../rules/describe-rule'
import { EVERY_CALL } from '../../rules/presets'
import { addRules, updateRule } from '../../rules/rules'
import { LabeledSelect } from '../kit/labeled-controls'
import { OutcomeFields } from './outcome-fields'
import { ScopeFields } from './scope-fields'
import { ConditionFields } from './condition-fields'
import { draftField } from './draft-field'
import { draftFromRule } from './draft-from-rule'
import { initialDraft, ruleFromDraft, type Draft, type OutcomeKind } from './rule-draft'
import type { FaultRule } from '../../rules/rule-schema'

const OUTCOMES: readonly (readonly [OutcomeKind, string])[] = [
  ['status', 'Ошибка со статусом'],
  ['own', 'Свой ответ'],
  ['network', 'Сетевая ошибка'],
  ['hang', 'Нет ответа'],
  ['malformed', 'Испорченный ответ'],
  ['latency', 'Задержка'],
  ['pause', 'Спросить меня'],
]
// By name alone: a name and its path did not fit a phone's select, which cut the path short. The
// chosen call's method and path show under it.
const CALL_CHOICES = [
  [EVERY_CALL, callName(EVERY_CALL)] as const,
  ...CALLS.map((call) => [call.id, call.name] as const),
]

const callAddress = (id: string) => {
  const call = callById(id)
  return call && `${call.method} /${call.path}`
}

type Props = { editing?: FaultRule | undefined; onDone: () => void }

/** Adds one fault rule, or saves one being edited: which call, when, what it answers, which of its calls. */
export function RuleForm({ editing, onDone }: Props) {
  const [draft, setDraft] = useState<Draft>(() =>
    editing ? draftFromRule(editing) : initialDraft(CALLS[0]?.id ?? EVERY_CALL),
  )
  const [error, setError] = useState('')
  const change = (patch: Partial<Draft>) => setDraft((before) => ({ ...before, ...patch }))
  const part = { draft, change }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const rule = ruleFromDraft(draft)
    if (typeof rule === 'string') return setError(rule)
    setError('')
    if (editing) {
      updateRule(editing.id, { ...rule, origin: editing.origin })
      onDone()
    } else addRules([rule])
  }

  return (
    <form
      className={styles.switch}
      onSubmit={onSubmit}
      aria-label={editing ? 'Изменение правила' : 'Новое правило'}
      noValidate
    >
      <LabeledSelect
        label="Вызов"
        hint={callAddress(draft.call)}
        options={CALL_CHOICES}
        {...draftField(part, 'call')}
      />
      <LabeledSelect label="Ответ" options={OUTCOMES} {...draftField(part, 'kind')} />
      <OutcomeFields {...part} />
      <ScopeFields {...part} />
      <ConditionFields {...part} />
      <p role="alert" className={styles.error}>
        {error}
      </p>
      <div className={styles.actions}>
        <Button type="submit" variant="primary">
          {editing ? 'Сохранить правило' : 'Добавить правило'}
        </Button>
        {editing && (
          <Button variant="ghost" onClick={onDone}>
            Отменить
          </Button>
        )}
      </div>
    </form>
  )
}
