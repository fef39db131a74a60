import { Button } from '@/ui/button'
import styles from './auth-forms.module.css'

type Props = { onSwitch: () => void; onStay: () => void }

/**
 * PRODUCT.md §3, login CSRF: a `?token=` of another account never switches silently. Staying is the
 * safe choice, so it comes first and has the focus.
 */
export function SwitchAccount({ onSwitch, onStay }: Props) {
  return (
    <section className={styles.centered} aria-labelledby="switch-account-title">
      <h1 id="switch-account-title" className={styles.title}>
        Войти в другой аккаунт?
      </h1>
      <p className={styles.muted}>
        Ссылка, по которой вы перешли, открывает другой аккаунт, а сейчас вы вошли в свой. Если вы не ждали такой
        ссылки, останьтесь в своём аккаунте: её мог прислать кто-то чужой.
      </p>
      <div className={styles.choices}>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the decision is the only thing on the screen */}
        <Button fullWidth autoFocus onClick={onStay}>
          Остаться в своём аккаунте
        </Button>
        <Button fullWidth variant="secondary" onClick={onSwitch}>
          Войти в другой аккаунт
        </Button>
      </div>
    </section>
  )
}
