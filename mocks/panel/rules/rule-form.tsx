import { useState, type FormEvent } from 'react'
import { Button } from '@/ui/button'
import styles from '../mock-panel.module.css'
import { CALLS } from '../../studio/calls'
import { EVERY_CALL } from '../../studio/presets'
import { addRules } from '../../studio/rules'
import { Labeled } from './labeled'
import { OutcomeFields } from './outcome-fields'
import { initialDraft, ruleFromDraft, type Draft, type OutcomeKind } from './rule-draft'

const OUTCOMES: Record<OutcomeKind, string> = {
  status: 'Ошибка со статусом',
  network: 'Сетевая ошибка',
  hang: 'Нет ответа',
  malformed: 'Испорченный ответ',
  latency: 'Задержка',
}
const SCOPES: Record<Draft['scope'], string> = {
  every: 'Каждый вызов',
  nth: 'Только N-й вызов',
  first: 'Первые N вызовов',
}

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
      <Labeled label="Вызов">
        {(id) => (
          <select
            id={id}
            className={styles.select}
            value={draft.call}
            onChange={(event) => change({ call: event.target.value })}
          >
            <option value={EVERY_CALL}>Все вызовы</option>
            {CALLS.map((call) => (
              <option key={call.id} value={call.id}>{`${call.name} — ${call.method} /${call.path}`}</option>
            ))}
          </select>
        )}
      </Labeled>
      <Labeled label="Ответ">
        {(id) => (
          <select
            id={id}
            className={styles.select}
            value={draft.kind}
            onChange={(event) => change({ kind: event.target.value as OutcomeKind })}
          >
            {Object.entries(OUTCOMES).map(([value, name]) => (
              <option key={value} value={value}>
                {name}
              </option>
            ))}
          </select>
        )}
      </Labeled>
      <OutcomeFields draft={draft} change={change} />
      <Labeled label="Какие вызовы">
        {(id) => (
          <select
            id={id}
            className={styles.select}
            value={draft.scope}
            onChange={(event) => change({ scope: event.target.value as Draft['scope'] })}
          >
            {Object.entries(SCOPES).map(([value, name]) => (
              <option key={value} value={value}>
                {name}
              </option>
            ))}
          </select>
        )}
      </Labeled>
      {draft.scope !== 'every' && (
        <Labeled label="N">
          {(id) => (
            <input
              id={id}
              className={styles.select}
              inputMode="numeric"
              value={draft.n}
              onChange={(event) => change({ n: event.target.value })}
            />
          )}
        </Labeled>
      )}
      <p role="alert" className={styles.error}>
        {error}
      </p>
      <Button type="submit" variant="primary">
        Добавить правило
      </Button>
    </form>
  )
}
