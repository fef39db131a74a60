import { useId, useState, type FormEvent } from 'react'
import { Button } from '@/ui/button'
import { getScenario, isScenario, SCENARIO_DESCRIPTIONS, SCENARIOS, type Scenario } from '../scenarios'
import { copyText, reproduceLink, resetData, switchScenario } from './panel-actions'
import styles from './mock-panel.module.css'

/** The panel's content: the active scenario, switching it, resetting the data, a reproduction link. */
export function ScenarioSection() {
  const scenario = getScenario()
  const selectId = useId()
  const [choice, setChoice] = useState<Scenario>(scenario)
  const [copied, setCopied] = useState<{ link: string; ok: boolean } | null>(null)

  const onSwitch = (event: FormEvent) => {
    event.preventDefault()
    switchScenario(choice)
  }

  const onCopy = async () => {
    const link = reproduceLink()
    setCopied({ link, ok: await copyText(link) })
  }

  return (
    <div className={styles.body}>
      <p className={styles.current}>
        Активный сценарий: <strong>{scenario}</strong>
        <span className={styles.muted}>{SCENARIO_DESCRIPTIONS[scenario]}</span>
      </p>
      <form className={styles.switch} onSubmit={onSwitch}>
        <label htmlFor={selectId} className={styles.label}>
          Сценарий
        </label>
        <select
          id={selectId}
          className={styles.select}
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
        <Button variant="secondary" onClick={() => void onCopy()}>
          Скопировать ссылку
        </Button>
        <Button variant="danger" onClick={() => void resetData()}>
          Сбросить данные
        </Button>
      </div>
      <p className={styles.muted}>Сброс вернёт демо-данные; войти придётся заново.</p>
      <div role="status" className={styles.status} data-ok={copied?.ok}>
        {copied?.ok && 'Ссылка скопирована'}
        {copied && !copied.ok && 'Не удалось скопировать. Ссылка:'}
      </div>
      {copied && !copied.ok && (
        <input
          className={styles.select}
          readOnly
          value={copied.link}
          aria-label="Ссылка на эту страницу в текущем сценарии"
          onFocus={(event) => event.target.select()}
        />
      )}
    </div>
  )
}
