import { useId, useSyncExternalStore } from 'react'
import checkbox from '@/ui/app-form.module.css'
import styles from '../kit/section.module.css'
import { hidePersonal, setHidePersonal, subscribeHidePersonal } from '../../privacy/privacy'

/** The switch and its one line, wherever something leaves the studio. */
export function PrivacySwitch() {
  const hidden = useSyncExternalStore(subscribeHidePersonal, hidePersonal)
  const hint = useId()
  return (
    <div>
      <label className={checkbox.checkboxLabel}>
        <input
          type="checkbox"
          checked={hidden}
          onChange={(event) => setHidePersonal(event.target.checked)}
          aria-describedby={hint}
        />
        Скрыть личные данные
      </label>
      <p id={hint} className={styles.muted}>
        {hidden
          ? 'Почта, телефон, имена, ник, адреса IP, Telegram, Яндекс и аватар заменяются подставными; деньги, даты и ошибки остаются.'
          : 'Ссылка и HAR понесут настоящие личные данные клиента, и ссылка скажет об этом при открытии.'}
      </p>
    </div>
  )
}
