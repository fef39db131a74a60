import { useId, useState, type FormEvent } from 'react'
import { Button } from '@/ui/button'
import field from '@/ui/field.module.css'
import { isScenario, SCENARIO_DESCRIPTIONS, SCENARIO_TITLES, SCENARIOS, type Scenario } from '../../../scenarios'
import { resetData, switchScenario } from '../shared/panel-actions'
import { useScenario } from '../shared/use-studio'
import controls from '../kit/controls.module.css'
import styles from '../kit/section.module.css'

/** The active scenario, switching it (the open screen follows at once), and resetting the data. */
export function ScenarioSection() {
  const scenario = useScenario()
  const selectId = useId()
  const hintId = useId()
  const [choice, setChoice] = useState<Scenario>(scenario)

  const onSwitch = (event: FormEvent) => {
    event.preventDefault()
    switchScenario(choice)
  }

  return (
    <div className={styles.body}>
      <p className={styles.current}>
        <span>
          Активный сценарий: <strong>{SCENARIO_TITLES[scenario]}</strong>
        </span>
        <code className={styles.muted}>?scenario={scenario}</code>
      </p>
      <form className={styles.switch} onSubmit={onSwitch}>
        <label htmlFor={selectId} className={field.label}>
          Сценарий
        </label>
        <select
          id={selectId}
          className={controls.select}
          value={choice}
          aria-describedby={hintId}
          onChange={(event) => isScenario(event.target.value) && setChoice(event.target.value)}
        >
          {SCENARIOS.map((name) => (
            <option key={name} value={name}>
              {SCENARIO_TITLES[name]}
            </option>
          ))}
        </select>
        <p id={hintId} className={styles.muted}>
          {SCENARIO_DESCRIPTIONS[choice]}
        </p>
        <Button type="submit" variant="primary">
          Переключить
        </Button>
      </form>
      <div className={styles.actions}>
        <Button variant="danger" onClick={() => void resetData()}>
          Сбросить данные
        </Button>
      </div>
      <p className={styles.muted}>Сброс вернёт демо-данные и удалит правила; войти придётся заново.</p>
    </div>
  )
}
