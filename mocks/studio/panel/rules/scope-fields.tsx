import { useStore } from '@tanstack/react-form'
import { textField, withFieldGroup } from '@/ui/app-form'
import { selectField } from '../kit/form-fields'
import { ruleFormValues, type ScopeValues } from './rule-form-values'

const SCOPES: readonly (readonly [ScopeValues['kind'], string])[] = [
  ['every', 'Каждый вызов'],
  ['nth', 'Только N-й вызов'],
  ['first', 'Первые N вызовов'],
  ['chance', 'С вероятностью P %'],
]
const whole = (label: string) => textField({ label, inputMode: 'numeric' })

/** Which of the call's requests the rule takes: all, the Nth, the first N, or each with a seeded chance. */
export const ScopeFields = withFieldGroup({
  defaultValues: ruleFormValues('').scope,
  render: function Render({ group }) {
    const kind = useStore(group.store, (state) => state.values.kind)
    return (
      <>
        <group.Field name="kind">{selectField('Какие вызовы', SCOPES)}</group.Field>
        {(kind === 'nth' || kind === 'first') && <group.AppField name="n">{whole('N')}</group.AppField>}
        {kind === 'chance' && (
          <>
            <group.AppField name="percent">
              {textField({ label: 'Вероятность, %', inputMode: 'decimal' })}
            </group.AppField>
            <group.AppField name="seed">{whole('Зерно (одна ссылка — те же вызовы)')}</group.AppField>
          </>
        )}
      </>
    )
  },
})
