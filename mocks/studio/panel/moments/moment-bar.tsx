import { useId, useSyncExternalStore } from 'react'
import { buttonClassName } from '@/ui/button'
import { reportClock } from '../../import/customer-report'
import { finishStepping, getStepping, goToMoment, stepBy, stopFrom, subscribeStepping } from '../../import/stepping'
import type { StepBy, Stepping } from '../../import/moment-schema'
import { useRules } from '../shared/use-studio'
import controls from '../kit/controls.module.css'
import { OptionSelect } from '../kit/option-select'
import styles from './moment-bar.module.css'

const STEPS: readonly (readonly [StepBy, string])[] = [
  ['page', 'по страницам'],
  ['row', 'по событиям'],
]

/** «Момент 12 из 48 · 14:03:21 · /wallet/history»: where support is in the customer's story. */
function whereText({ plan, at, timeZone }: Stepping & { at: number }): string {
  const moment = plan.moments[at]
  if (!moment) return ''
  const time = Number.isFinite(moment.time) ? reportClock(timeZone).format(moment.time) : 'время не записано'
  return `Момент ${at + 1} из ${plan.moments.length} · ${time} · ${moment.page}`
}

/**
 * Stepping through a customer's report (import/stepping.ts), above the sections: where support is,
 * what happened then, what the moment cannot show, and "Назад" / "Дальше". Shown only once a moment
 * is open; the report's rows in "Журнал" open one.
 */
export function MomentBar() {
  const stepping = useSyncExternalStore(subscribeStepping, getStepping)
  const stepsId = useId()
  const importRules = useRules().filter((rule) => rule.origin === 'har' && !rule.off).length
  if (stepping?.at === undefined) return null
  const { plan, at, by } = stepping
  const moment = plan.moments[at]
  const back = stopFrom(plan, by, at, -1)
  const next = stopFrom(plan, by, at, 1)
  return (
    <section className={styles.bar} aria-label="Шаги по отчёту клиента">
      <p className={styles.where} aria-live="polite" aria-atomic="true">
        {whereText({ ...stepping, at })}
      </p>
      {moment && (
        <p className={styles.what}>
          {moment.title}
          {moment.detail && `: ${moment.detail}`}
        </p>
      )}
      {importRules > 0 && (
        <p className={styles.what}>
          Правила из импорта отчёта не действуют, пока открыт момент: вызовы отвечают как тогда.
        </p>
      )}
      {moment && moment.notes.length > 0 && (
        <ul className={styles.notes}>
          {moment.notes.map((note, index) => (
            <li key={index}>{note}</li>
          ))}
        </ul>
      )}
      <div className={styles.controls}>
        <button
          type="button"
          className={buttonClassName({ variant: 'secondary' })}
          disabled={back === undefined}
          onClick={() => back !== undefined && void goToMoment(back)}
        >
          Назад
        </button>
        <button
          type="button"
          className={buttonClassName({ variant: 'secondary' })}
          disabled={next === undefined}
          onClick={() => next !== undefined && void goToMoment(next)}
        >
          Дальше
        </button>
        <div className={styles.by}>
          <label htmlFor={stepsId}>Шаги</label>
          <OptionSelect id={stepsId} className={controls.select} value={by} options={STEPS} onChange={stepBy} />
        </div>
        <button type="button" className={buttonClassName({ variant: 'ghost' })} onClick={finishStepping}>
          Закончить
        </button>
      </div>
    </section>
  )
}
