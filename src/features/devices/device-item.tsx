import { useId } from 'react'
import type { Device } from '@/api/devices'
import { Button } from '@/ui/button'
import card from '@/ui/card.module.css'
import { ClippedText } from '@/ui/clipped-text'
import { describeUserAgent } from './describe-device'
import { DeviceIcon } from './device-icon'
import { relativeActivity } from './relative-time'
import { NEW_DEVICE } from './device-texts'
import styles from './devices.module.css'

/** The longest IPv6 text is 45 characters; anything past 64 is not an address. */
export const IP_LIMIT = 64

/** What a row's buttons ask for: end the session, end it as someone else's, or keep a new one as known. */
export type DeviceAction = 'sign-out' | 'not-me' | 'its-me'

type Props = { device: Device; isNew: boolean; onAction: (action: DeviceAction, device: Device) => void }

/** One session: OS and browser from the user agent, IP, last activity, a new one marked, and its buttons. */
export function DeviceItem({ device, isNew, onAction }: Props) {
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
          {isNew && <span className={`${card.pill} ${card.warning} ${styles.badge}`}>{NEW_DEVICE}</span>}
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
      <div className={styles.itemActions}>
        {isNew && (
          <Button variant="secondary" aria-describedby={titleId} onClick={() => onAction('its-me', device)}>
            Это я
          </Button>
        )}
        {!device.isCurrent && (
          <Button variant="secondary" aria-describedby={titleId} onClick={() => onAction('not-me', device)}>
            Это не я
          </Button>
        )}
        <Button variant="secondary" aria-describedby={titleId} onClick={() => onAction('sign-out', device)}>
          Выйти
        </Button>
      </div>
    </div>
  )
}
