import type { ReactNode } from 'react'
import { Button } from '@/ui/button'
import { Modal } from '@/ui/modal'
import layout from '@/ui/layout.module.css'
import styles from './security.module.css'

export const PASSWORD_DONE_TEXT =
  'Новый пароль сохранён. На других устройствах, где выполнен вход, вы остаётесь в аккаунте. Выйти на них?'

/** The wizard's last step: the other sessions still work with the old sign-in, so ending them is offered. */
export function PasswordDoneDialog({ onClose, signOutOthers }: { onClose: () => void; signOutOthers: ReactNode }) {
  return (
    <Modal open onClose={onClose} title="Смена пароля">
      <div className={layout.formColumn}>
        <p>{PASSWORD_DONE_TEXT}</p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            Не сейчас
          </Button>
          {signOutOthers}
        </div>
      </div>
    </Modal>
  )
}
