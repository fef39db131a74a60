import { setTheme, useTheme } from './theme-store'
import styles from './theme-switch.module.css'

/** A labelled switch: on means the dark theme. */
export function ThemeSwitch() {
  const theme = useTheme()
  const dark = theme === 'dark'
  return (
    <button
      type="button"
      role="switch"
      aria-checked={dark}
      className={styles.switch}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      <span>Тёмная тема</span>
    </button>
  )
}
