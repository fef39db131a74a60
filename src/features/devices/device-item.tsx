import { useId } from 'react'
import type { Device } from '@/api/devices'
import { Button } from '@/ui/button'
import card from '@/ui/card.module.css'
import { ClippedText } from '@/ui/clipped-text'
import { describeUserAgent } from './describe-device'
import { DeviceIcon } from './device-icon'
import { relativeActivity } from './relative-time'
import styles from './devices.module.css'

/** The longest IPv6 text is 45 characters; anything past 64 is not an address. */
export const IP_LIMIT = 64

/** One session: OS and browser from the user agent, IP, last activity, and its 'Выйти'. */
export function DeviceItem({ device, onSignOut }: { device: Device; onSignOut: (device: Device) => void }) {
  const titleId = useId()
  const description = describeUserAgent(device.userAgent)
  return (
    <div className={styles.item} data-current={device.isCurrent || undefined}>
      <span className={styles.icon}>
        <DeviceIcon kind={description.kind} />
      </span>
      <div className={styles.info}>
        <p className={styles.deviceTitle} id={titleId}>
          <ClippedText text={description.title} max={80} />
          {device.isCurrent && <span className={`${card.pill} ${card.success} ${styles.badge}`}>Это устройство</span>}
        </p>
        {device.ipAddress && (
          <p className={styles.meta}>
            IP: <ClippedText text={device.ipAddress} max={IP_LIMIT} />
          </p>
        )}
        <p className={styles.meta}>
          Привязан · активность{' '}
          <time dateTime={device.lastActivity || undefined}>{relativeActivity(device.lastActivity)}</time>
        </p>
      </div>
      <Button
        variant="secondary"
        className={styles.signOut}
        aria-describedby={titleId}
        onClick={() => onSignOut(device)}
      >
        Выйти
      </Button>
    </div>
  )
}
