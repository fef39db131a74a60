import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { deviceQueries, type Device } from '@/api/devices'
import { describeError } from '@/api/errors'
import { Button } from '@/ui/button'
import card from '@/ui/card.module.css'
import { ArrowLeftIcon } from '@/ui/icons'
import { SkeletonList } from '@/ui/skeleton'
import { DeviceItem } from './device-item'
import { SignOutDeviceDialog } from './sign-out-device-dialog'
import { useLogoutOthers } from './use-device-actions'
import styles from './devices.module.css'

/** /profile/devices: every session of the account, the current one first. */
export function DevicesScreen() {
  const devices = useQuery(deviceQueries.list())
  const [confirming, setConfirming] = useState<Device | null>(null)
  const logoutOthers = useLogoutOthers()
  const hasOthers = devices.data?.some((device) => !device.isCurrent) ?? false
  return (
    <div className={styles.screen}>
      <div className={styles.heading}>
        <Link to="/profile" className={styles.back} aria-label="Назад к профилю">
          <ArrowLeftIcon />
        </Link>
        <h1 className={styles.title}>Привязанные устройства</h1>
      </div>
      <section className={styles.section} aria-labelledby="devices-title">
        <div className={card.sectionHead}>
          <h2 id="devices-title" className={card.title}>
            Устройства
          </h2>
          {hasOthers && (
            <Button variant="secondary" loading={logoutOthers.isPending} onClick={() => logoutOthers.mutate()}>
              Выйти на всех других устройствах
            </Button>
          )}
        </div>
        {devices.isPending ? (
          <SkeletonList count={4} height={84} label="Загрузка устройств" />
        ) : devices.isError ? (
          <div className={card.state} role="alert">
            <p>{`Не удалось загрузить устройства. ${describeError(devices.error)}`}</p>
            <Button variant="secondary" onClick={() => void devices.refetch()} loading={devices.isFetching}>
              Повторить
            </Button>
          </div>
        ) : devices.data.length === 0 ? (
          <p className={card.state}>Активных сеансов нет.</p>
        ) : (
          <ul className={card.rows} aria-label="Устройства">
            {devices.data.map((device) => (
              <DeviceItem key={device.id} device={device} onSignOut={setConfirming} />
            ))}
          </ul>
        )}
      </section>
      <SignOutDeviceDialog device={confirming} onClose={() => setConfirming(null)} />
    </div>
  )
}
