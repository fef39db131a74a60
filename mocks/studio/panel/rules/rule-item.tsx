import { Button } from '@/ui/button'
import section from '../kit/section.module.css'
import { describeRule, replayNote } from '../../rules/describe-rule'
import type { RuleDragProps } from './use-rule-drag'
import { duplicateRule, removeRule, switchRule } from '../../rules/rules'
import type { FaultRule } from '../../rules/rule-schema'
import styles from './rules-list.module.css'

type Props = {
  rule: FaultRule
  /** The rule above that answers first when both match; undefined when none does. */
  winner?: FaultRule | undefined
  /** Whether "Выше" and "Ниже" can move it: not past the top or the bottom of the list. */
  canMove: { up: boolean; down: boolean }
  onMove: (rule: FaultRule, by: -1 | 1) => void
  onEdit: (rule: FaultRule) => void
  /** Native drag and drop (use-rule-drag.ts); `dropTarget` while another rule is held over this one. */
  drag: RuleDragProps
  dropTarget: boolean
}

/** One of support's rules: on or off, edit, copy, move up or down, remove; and which rule wins over it. */
export function RuleItem({ rule, winner, canMove, onMove, onEdit, drag, dropTarget }: Props) {
  const text = describeRule(rule)
  const replay = replayNote(rule.outcome)
  // At either end the button stays, marked unavailable: focus does not fall off a button that vanished.
  const move = (by: -1 | 1, can: boolean, label: string) => (
    <Button
      variant="ghost"
      className={styles.move}
      aria-disabled={!can}
      onClick={() => can && onMove(rule, by)}
      aria-label={`${label}: ${text}`}
    >
      {label}
    </Button>
  )
  return (
    <li className={styles.rule} data-off={rule.off === true} data-drop-target={dropTarget} {...drag}>
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
        <Button
          variant="ghost"
          className={styles.edit}
          onClick={() => onEdit(rule)}
          aria-label={`Изменить правило: ${text}`}
        >
          Изменить
        </Button>
        <Button variant="ghost" onClick={() => duplicateRule(rule.id)} aria-label={`Копия правила: ${text}`}>
          Копия
        </Button>
        {move(-1, canMove.up, 'Выше')}
        {move(1, canMove.down, 'Ниже')}
        <Button variant="ghost" onClick={() => removeRule(rule.id)} aria-label={`Удалить правило: ${text}`}>
          Удалить
        </Button>
      </div>
    </li>
  )
}
