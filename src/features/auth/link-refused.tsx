import { Link } from '@tanstack/react-router'
import styles from './auth-forms.module.css'

/** PRODUCT.md §3: a link to an untrusted place is explained, never followed, and gets no token. */
export function LinkRefused() {
  return (
    <div className={styles.centered}>
      <h1 className={styles.title}>Не можем перейти по ссылке</h1>
      <p role="alert" className={styles.muted}>
        Адрес, на который вас хотели перенаправить, не относится к нашим сервисам. Мы не стали открывать его и не
        передали ему данные входа. Если вы перешли по ссылке из письма или сообщения, не вводите на том сайте свой
        пароль.
      </p>
      <Link to="/" className={styles.link}>
        Перейти в личный кабинет
      </Link>
    </div>
  )
}
