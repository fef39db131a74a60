import type { Device } from '@/api/devices'
import { Button } from '@/ui/button'
import { Modal } from '@/ui/modal'
import { describeUserAgent } from './describe-device'
import { NOT_ME_TITLE, notMeText } from './device-texts'
import { useRemoveDevice } from './use-device-actions'
import styles from './devices.module.css'

export type Ending = { device: Device; notMe: boolean }

type Props = { ending: Ending | null; onClose: () => void; onNotMe: () => void }

/**
 * SPEC §2 'Точно выйти?' with the confirm button 'Выйти'; confirming ends exactly that session.
 * "Это не я" asks the same with its own words, and after the session has ended goes on to the password.
 */
export function SignOutDeviceDialog({ ending, onClose, onNotMe }: Props) {
  const remove = useRemoveDevice(() => {
    onClose()
    if (ending?.notMe) onNotMe()
  })
  const title = ending && describeUserAgent(ending.device.userAgent).title
  return (
    <Modal
      open={ending !== null}
      onClose={onClose}
      title={ending?.notMe ? NOT_ME_TITLE : 'Точно выйти?'}
      dismissible={!remove.isPending}
    >
      {ending && (
        <div className={styles.confirm}>
          <p>
            {ending.notMe
              ? notMeText(title ?? '')
              : ending.device.isCurrent
                ? 'Это текущее устройство: вы выйдете из аккаунта здесь.'
                : `Сеанс на устройстве «${title}» будет завершён.`}
          </p>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
              Отмена
            </Button>
            <Button variant="danger" loading={remove.isPending} onClick={() => remove.mutate(ending.device)}>
              {ending.notMe ? 'Завершить сеанс' : 'Выйти'}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  )
}
