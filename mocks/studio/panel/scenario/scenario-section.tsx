import { useId, useState, type FormEvent } from 'react'
import { Button } from '@/ui/button'
import field from '@/ui/field.module.css'
import { getScenario, isScenario, SCENARIO_DESCRIPTIONS, SCENARIOS, type Scenario } from '../../../scenarios'
import { resetData, switchScenario } from '../shared/panel-actions'
import controls from '../kit/controls.module.css'
import styles from '../kit/section.module.css'

/** The active scenario, switching it, and resetting the data. */
export function ScenarioSection() {
  const scenario = getScenario()
  const selectId = useId()
  const [choice, setChoice] = useState<Scenario>(scenario)

  const onSwitch = (event: FormEvent) => {
    event.preventDefault()
    switchScenario(choice)
  }

  return (
    <div className={styles.body}>
      <p className={styles.current}>
        Активный сценарий: <strong>{scenario}</strong>
        <span className={styles.muted}>{SCENARIO_DESCRIPTIONS[scenario]}</span>
      </p>
      <form className={styles.switch} onSubmit={onSwitch}>
        <label htmlFor={selectId} className={field.label}>
          Сценарий
        </label>
        <select
          id={selectId}
          className={controls.select}
          value={choice}
          onChange={(event) => isScenario(event.target.value) && setChoice(event.target.value)}
        >
          {SCENARIOS.map((name) => (
            <option key={name} value={name}>
              {name} — {SCENARIO_DESCRIPTIONS[name]}
            </option>
          ))}
        </select>
        <Button type="submit" variant="primary">
          Переключить и перезагрузить
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
