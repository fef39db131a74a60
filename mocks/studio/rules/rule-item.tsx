import { Button } from '@/ui/button'
import section from '../shell/section.module.css'
import { describeRule, replayNote } from './describe-rule'
import { duplicateRule, moveRule, removeRule, switchRule } from './rules'
import type { FaultRule } from './rule-schema'
import styles from './rules-list.module.css'

type Props = {
  rule: FaultRule
  /** The rule above that answers first when both match; undefined when none does. */
  winner?: FaultRule | undefined
  first: boolean
  onEdit: (rule: FaultRule) => void
}

/** One of support's rules: on or off, edit, copy, move up, remove; and which rule wins over it. */
export function RuleItem({ rule, winner, first, onEdit }: Props) {
  const text = describeRule(rule)
  const replay = replayNote(rule.outcome)
  return (
    <li className={styles.rule} data-off={rule.off === true}>
      <p className={styles.text}>
        {text}
        {rule.off && <span className={section.visuallyHidden}> (выключено)</span>}
      </p>
      {replay && <p className={section.muted}>{replay}</p>}
      {winner && (
        <p className={section.muted}>
          Не ответит, когда подходит и правило выше: «{describeRule(winner)}». Правила проверяются сверху вниз, отвечает
          первое подходящее.
        </p>
      )}
      <div className={styles.controls}>
        <label className={styles.switch}>
          <input
            type="checkbox"
            checked={!rule.off}
            onChange={(event) => switchRule(rule.id, event.target.checked)}
            aria-label={`Включено: ${text}`}
          />
          Включено
        </label>
        <Button variant="ghost" onClick={() => onEdit(rule)} aria-label={`Изменить правило: ${text}`}>
          Изменить
        </Button>
        <Button variant="ghost" onClick={() => duplicateRule(rule.id)} aria-label={`Копия правила: ${text}`}>
          Копия
        </Button>
        {!first && (
          <Button variant="ghost" onClick={() => moveRule(rule.id, -1)} aria-label={`Выше: ${text}`}>
            Выше
          </Button>
        )}
        <Button variant="ghost" onClick={() => removeRule(rule.id)} aria-label={`Удалить правило: ${text}`}>
          Удалить
        </Button>
      </div>
    </li>
  )
}
