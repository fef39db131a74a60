import { SUPPORT_URL } from '@/config/links'
import { buttonClassName } from '@/ui/button'
import { Modal } from '@/ui/modal'
import styles from './lost-authenticator.module.css'

/** What to do without the authenticator: the portal sends nothing, support restores access by hand. */
export default function LostAuthenticatorDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal open onClose={onClose} title="Нет доступа к приложению">
      <div className={styles.body}>
        <p>
          Без кода из приложения войти нельзя. Если телефон потерян или приложение удалено, напишите в чат поддержки: мы
          проверим, что аккаунт ваш, и отключим вход по коду.
        </p>
        <p>Подготовьте:</p>
        <ul className={styles.list}>
          <li>логин или почту аккаунта;</li>
          <li>доступ к этой почте: на неё придёт код;</li>
          <li>дату и сумму последнего пополнения баланса;</li>
          <li>примерное время последнего входа и устройство.</li>
        </ul>
        <p>Пароль и коды в чат не присылайте.</p>
        <a
          className={buttonClassName({ fullWidth: true })}
          href={SUPPORT_URL}
          target="_blank"
          rel="noopener noreferrer"
        >
          Написать в поддержку
          <span className="visually-hidden"> (откроется в новой вкладке)</span>
        </a>
      </div>
    </Modal>
  )
}
