import { Button } from '@/ui/button'
import { Modal } from '@/ui/modal'
import { LOGOUT_OTHERS, logoutOthersText } from './device-texts'
import { useLogoutOthers } from './use-logout-others'
import styles from './devices.module.css'

type Props = { open: boolean; count: number; onClose: () => void }

/** "Выйти на всех других устройствах" asks first, as one device's 'Выйти' does, naming how many sessions end. */
export function LogoutOthersDialog({ open, count, onClose }: Props) {
  const logoutOthers = useLogoutOthers(onClose)
  return (
    <Modal open={open} onClose={onClose} title={`${LOGOUT_OTHERS}?`} dismissible={!logoutOthers.isPending}>
      <div className={styles.confirm}>
        <p>{logoutOthersText(count)}</p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose} disabled={logoutOthers.isPending}>
            Отмена
          </Button>
          <Button variant="danger" loading={logoutOthers.isPending} onClick={() => logoutOthers.mutate()}>
            Выйти
          </Button>
        </div>
      </div>
    </Modal>
  )
}
