import { textField, withFieldGroup } from '@/ui/app-form'
import { Button } from '@/ui/button'
import section from '../kit/section.module.css'
import { selectField } from '../kit/form-fields'
import { CONDITIONS_MAX } from '../../rules/rule-schema'
import { emptyCondition, type ConditionValues } from './rule-form-values'
import styles from './conditions.module.css'

const SOURCES: readonly (readonly [ConditionValues['source'], string])[] = [
  ['body', 'Поле тела запроса'],
  ['query', 'Параметр запроса (?…)'],
  ['path', 'Параметр пути (:id)'],
]
const OPS: readonly (readonly [ConditionValues['op'], string])[] = [
  ['eq', 'равно'],
  ['contains', 'содержит'],
  ['gte', '≥ (число)'],
  ['lte', '≤ (число)'],
]

const fieldLabel = (source: ConditionValues['source'] | undefined) =>
  source === 'body' ? 'Поле (например, amount или receipt.items.0.price)' : 'Имя параметра'

/** The rule's conditions on the request; all must hold. */
export const ConditionFields = withFieldGroup({
  defaultValues: { conditions: [] as ConditionValues[] },
  render: function Render({ group }) {
    return (
      <group.Field name="conditions" mode="array">
        {(list) => {
          const rows = list.state.value
          return (
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>Условия</legend>
              <p className={section.muted}>
                {rows.length
                  ? 'Правило сработает, только если выполнены все условия.'
                  : 'Без условий правило берёт любой запрос.'}
              </p>
              {rows.map((_, index) => (
                <div key={index} className={styles.row} role="group" aria-label={`Условие ${index + 1}`}>
                  <group.Field name={`conditions[${index}].source`}>{selectField('Где', SOURCES)}</group.Field>
                  {/* The array's own render follows its length only: the label follows the row's source. */}
                  <group.Subscribe selector={(state) => state.values.conditions[index]?.source}>
                    {(source) => (
                      <group.AppField name={`conditions[${index}].field`}>
                        {textField({ label: fieldLabel(source), verbatim: true })}
                      </group.AppField>
                    )}
                  </group.Subscribe>
                  <group.Field name={`conditions[${index}].op`}>{selectField('Сравнение', OPS)}</group.Field>
                  <group.AppField name={`conditions[${index}].value`}>
                    {textField({ label: 'Значение', verbatim: true })}
                  </group.AppField>
                  <Button variant="ghost" onClick={() => list.removeValue(index)}>
                    Убрать условие {index + 1}
                  </Button>
                </div>
              ))}
              {rows.length >= CONDITIONS_MAX && <p className={section.muted}>Условий не больше {CONDITIONS_MAX}.</p>}
              <Button
                variant="secondary"
                disabled={rows.length >= CONDITIONS_MAX}
                onClick={() => list.pushValue(emptyCondition())}
              >
                Добавить условие
              </Button>
            </fieldset>
          )
        }}
      </group.Field>
    )
  },
})
