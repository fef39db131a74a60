import type { Device } from '@/api/devices'
import { Button } from '@/ui/button'
import { Modal } from '@/ui/modal'
import { describeUserAgent } from './describe-device'
import { useRemoveDevice } from './use-device-actions'
import styles from './devices.module.css'

type Props = { device: Device | null; onClose: () => void }

/** SPEC §2 'Точно выйти?' with the confirm button 'Выйти'; confirming ends exactly that session. */
export function SignOutDeviceDialog({ device, onClose }: Props) {
  const remove = useRemoveDevice(onClose)
  return (
    <Modal open={device !== null} onClose={onClose} title="Точно выйти?" dismissible={!remove.isPending}>
      {device && (
        <div className={styles.confirm}>
          <p>
            {device.isCurrent
              ? 'Это текущее устройство: вы выйдете из аккаунта здесь.'
              : `Сеанс на устройстве «${describeUserAgent(device.userAgent).title}» будет завершён.`}
          </p>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
              Отмена
            </Button>
            <Button variant="danger" loading={remove.isPending} onClick={() => remove.mutate(device)}>
              Выйти
            </Button>
          </div>
        </div>
      )}
    </Modal>
  )
}
