import { Button } from '@/ui/button'
import section from '../kit/section.module.css'
import { LabeledInput, LabeledSelect } from '../kit/labeled-controls'
import { emptyCondition } from './draft-conditions'
import type { DraftPart } from './draft-field'
import type { DraftCondition } from './rule-draft'
import styles from './conditions.module.css'

const SOURCES: readonly (readonly [DraftCondition['source'], string])[] = [
  ['body', 'Поле тела запроса'],
  ['query', 'Параметр запроса (?…)'],
  ['path', 'Параметр пути (:id)'],
]
const OPS: readonly (readonly [DraftCondition['op'], string])[] = [
  ['eq', 'равно'],
  ['contains', 'содержит'],
  ['gte', '≥ (число)'],
  ['lte', '≤ (число)'],
]

/** The rule's conditions on the request; all must hold. */
export function ConditionFields({ draft, change }: DraftPart) {
  const rows = draft.conditions
  const set = (index: number, patch: Partial<DraftCondition>) =>
    change({ conditions: rows.map((row, at) => (at === index ? { ...row, ...patch } : row)) })
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Условия</legend>
      <p className={section.muted}>
        {rows.length
          ? 'Правило сработает, только если выполнены все условия.'
          : 'Без условий правило берёт любой запрос.'}
      </p>
      {rows.map((row, index) => (
        <div key={index} className={styles.row} role="group" aria-label={`Условие ${index + 1}`}>
          <LabeledSelect
            label="Где"
            value={row.source}
            options={SOURCES}
            onChange={(source) => set(index, { source })}
          />
          <LabeledInput
            label={row.source === 'body' ? 'Поле (например, amount или receipt.items.0.price)' : 'Имя параметра'}
            value={row.field}
            onChange={(field) => set(index, { field })}
          />
          <LabeledSelect label="Сравнение" value={row.op} options={OPS} onChange={(op) => set(index, { op })} />
          <LabeledInput label="Значение" value={row.value} onChange={(value) => set(index, { value })} />
          <Button variant="ghost" onClick={() => change({ conditions: rows.filter((_, at) => at !== index) })}>
            Убрать условие {index + 1}
          </Button>
        </div>
      ))}
      <Button variant="secondary" onClick={() => change({ conditions: [...rows, emptyCondition()] })}>
        Добавить условие
      </Button>
    </fieldset>
  )
}
