import { useRef, useState } from 'react'
import { Button } from '@/ui/button'
import styles from '../kit/section.module.css'
import { useRules } from '../shared/use-studio'
import { getScenario, SCENARIO_TITLES } from '../../../scenarios'
import { PRESETS, scenarioRules, type PresetName } from '../../rules/presets'
import { addRules, clearRules, placeRule } from '../../rules/rules'
import { describeRule } from '../../rules/describe-rule'
import { RuleForm } from './rule-form'
import { RuleItem } from './rule-item'
import { useRuleDrag } from './use-rule-drag'
import { winnerAbove } from '../../rules/rule-order'
import type { FaultRule } from '../../rules/rule-schema'

/** Active rules, each switchable, editable, movable and removable, the presets, and the form for a rule. */
export function RulesSection() {
  const rules = useRules()
  const fromScenario = scenarioRules(getScenario())
  const all = [...fromScenario, ...rules]
  const [editing, setEditing] = useState<FaultRule>()
  const [placed, setPlaced] = useState('')
  const formHeading = useRef<HTMLHeadingElement>(null)
  const edit = (rule: FaultRule) => {
    setEditing(rule)
    requestAnimationFrame(() => formHeading.current?.focus())
  }
  // Said aloud: focus stays on the button while the list changes around it.
  const place = (id: string, index: number) => {
    const rule = rules.find((candidate) => candidate.id === id)
    if (rule && placeRule(id, index))
      setPlaced(`Правило на месте ${index + 1} из ${rules.length}: ${describeRule(rule)}`)
  }
  const drag = useRuleDrag(place)
  return (
    <div className={styles.body}>
      <h3 className={styles.subtitle}>Активные правила</h3>
      {all.length === 0 && <p className={styles.muted}>Правил нет: мок отвечает как обычно.</p>}
      <ul className={styles.list} aria-label="Активные правила">
        {fromScenario.map((rule) => (
          <li key={rule.id} className={styles.item}>
            <span>{describeRule(rule)}</span>
            <span className={styles.muted}>из сценария «{SCENARIO_TITLES[getScenario()]}»</span>
          </li>
        ))}
        {rules.map((rule, index) => (
          <RuleItem
            key={rule.id}
            rule={rule}
            winner={winnerAbove(all, fromScenario.length + index)}
            canMove={{ up: index > 0, down: index < rules.length - 1 }}
            onMove={(moved, by) => place(moved.id, index + by)}
            onEdit={edit}
            drag={drag.itemProps(rule.id, index)}
            dropTarget={drag.target === index}
          />
        ))}
      </ul>
      <p role="status" className={styles.visuallyHidden}>
        {placed}
      </p>
      {rules.length > 0 && (
        <Button variant="danger" onClick={clearRules}>
          Удалить все правила
        </Button>
      )}
      <h3 className={styles.subtitle}>Добавить набор</h3>
      <div className={styles.actions}>
        {(Object.keys(PRESETS) as PresetName[]).map((name) => (
          <Button key={name} variant="secondary" onClick={() => addRules(PRESETS[name].map((rule) => ({ ...rule })))}>
            {SCENARIO_TITLES[name]}
          </Button>
        ))}
      </div>
      <h3 className={styles.subtitle} ref={formHeading} tabIndex={-1}>
        {editing ? 'Изменить правило' : 'Новое правило'}
      </h3>
      <RuleForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(undefined)} />
    </div>
  )
}
