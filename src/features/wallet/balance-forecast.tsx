import { Button } from '@/ui/button'
import { FORECAST_LIMIT_DAYS, type Forecast } from './forecast'
import { plural } from '@/ui/format'
import styles from './wallet.module.css'

const DAYS = ['день', 'дня', 'дней'] as const

/** 'хватит примерно на N дней' under the balance; fewer than 7 days turns it into a warning. */
export function BalanceForecast({ forecast, onTopUp }: { forecast: Forecast; onTopUp: () => void }) {
  const text =
    forecast.days === 0
      ? 'С учётом кэшбэка средств не хватит даже на день'
      : forecast.days > FORECAST_LIMIT_DAYS
        ? 'С учётом кэшбэка хватит больше чем на год'
        : `С учётом кэшбэка хватит примерно на ${forecast.days} ${plural(forecast.days, DAYS)}`
  if (!forecast.low) return <p className={styles.note}>{text}</p>
  return (
    <div className={styles.warning} role="status">
      <p>
        <strong>Баланс скоро закончится.</strong> {`${text} — пополните, чтобы услуги не остановились.`}
      </p>
      <Button variant="secondary" onClick={onTopUp}>
        Пополнить
      </Button>
    </div>
  )
}
