import { useStore } from '@tanstack/react-form'
import * as v from 'valibot'
import { useAppForm } from '@/ui/app-form'
import { Button } from '@/ui/button'
import styles from '../kit/section.module.css'
import { callById, CALLS } from '../../core/calls'
import { callName } from '../../rules/describe-rule'
import { EVERY_CALL } from '../../rules/presets'
import { addRules, updateRule } from '../../rules/rules'
import { LabeledSelect } from '../kit/labeled-controls'
import { FIX_MARKED_FIELDS, selectField } from '../kit/form-fields'
import { OutcomeFields } from './outcome-fields'
import { ScopeFields } from './scope-fields'
import { ConditionFields } from './condition-fields'
import { RuleFormSchema } from './rule-form-schema'
import { ruleFormValues, valuesFromRule, type OutcomeKind } from './rule-form-values'
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
  const form = useAppForm({
    defaultValues: editing ? valuesFromRule(editing) : ruleFormValues(CALLS[0]?.id ?? EVERY_CALL),
    validators: { onSubmit: RuleFormSchema },
    onSubmit: ({ value }) => {
      const rule = v.parse(RuleFormSchema, value)
      if (!editing) return addRules([rule])
      updateRule(editing.id, { ...rule, origin: editing.origin })
      onDone()
    },
  })
  const call = useStore(form.store, (state) => state.values.call)
  const invalid = useStore(form.store, (state) => state.submissionAttempts > 0 && !state.isValid)

  return (
    <form.AppForm>
      <form.Form className={styles.switch} label={editing ? 'Изменение правила' : 'Новое правило'}>
        <form.Field name="call">
          {(field) => (
            <LabeledSelect
              label="Вызов"
              hint={callAddress(field.state.value)}
              value={field.state.value}
              options={CALL_CHOICES}
              onChange={field.handleChange}
            />
          )}
        </form.Field>
        <form.Field name="outcome.kind">{selectField('Ответ', OUTCOMES)}</form.Field>
        <OutcomeFields form={form} fields="outcome" call={call} />
        <ScopeFields form={form} fields="scope" />
        <ConditionFields form={form} fields={{ conditions: 'conditions' }} />
        <p role="alert" className={styles.error}>
          {invalid ? FIX_MARKED_FIELDS : ''}
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
      </form.Form>
    </form.AppForm>
  )
}
