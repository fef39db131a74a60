import { Button } from '@/ui/button'
import styles from '../shell/section.module.css'
import { useRules } from '../shell/use-studio'
import { getScenario } from '../../scenarios'
import { PRESETS, scenarioRules, type PresetName } from './presets'
import { addRules, clearRules, removeRule } from './rules'
import { describeRule } from './describe-rule'
import { RuleForm } from './rule-form'

/** Active rules, each removable, the presets, and the form for a new rule. */
export function RulesSection() {
  const rules = useRules()
  const fromScenario = scenarioRules(getScenario())
  return (
    <div className={styles.body}>
      <h3 className={styles.subtitle}>Активные правила</h3>
      {rules.length + fromScenario.length === 0 && <p className={styles.muted}>Правил нет: мок отвечает как обычно.</p>}
      <ul className={styles.list} aria-label="Активные правила">
        {fromScenario.map((rule) => (
          <li key={rule.id} className={styles.item}>
            <span>{describeRule(rule)}</span>
            <span className={styles.muted}>из сценария {getScenario()}</span>
          </li>
        ))}
        {rules.map((rule) => (
          <li key={rule.id} className={styles.item}>
            <span>{describeRule(rule)}</span>
            <Button
              variant="ghost"
              onClick={() => removeRule(rule.id)}
              aria-label={`Удалить правило: ${describeRule(rule)}`}
            >
              Удалить
            </Button>
          </li>
        ))}
      </ul>
      {rules.length > 0 && (
        <Button variant="danger" onClick={clearRules}>
          Удалить все правила
        </Button>
      )}
      <h3 className={styles.subtitle}>Добавить набор</h3>
      <div className={styles.actions}>
        {(Object.keys(PRESETS) as PresetName[]).map((name) => (
          <Button key={name} variant="secondary" onClick={() => addRules(PRESETS[name].map((rule) => ({ ...rule })))}>
            {name}
          </Button>
        ))}
      </div>
      <h3 className={styles.subtitle}>Новое правило</h3>
      <RuleForm />
    </div>
  )
}
