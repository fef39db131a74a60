import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useCallback, useState } from 'react'
import { deviceQueries, type Device } from '@/api/devices'
import { describeError } from '@/api/errors'
import { Button } from '@/ui/button'
import card from '@/ui/card.module.css'
import { ArrowLeftIcon } from '@/ui/icons'
import { RetryState } from '@/ui/retry-state'
import { SkeletonList } from '@/ui/skeleton'
import { SkippedEntries } from '@/ui/skipped-entries'
import { isNarrowLayout, WindowedList } from '@/ui/windowed-list'
import { DeviceItem, type DeviceAction } from './device-item'
import { LOGOUT_OTHERS } from './device-texts'
import { LogoutOthersDialog } from './logout-others-dialog'
import { SignOutDeviceDialog, type Ending } from './sign-out-device-dialog'
import { useNewSessions } from './use-new-sessions'
import styles from './devices.module.css'

/**
 * A session's row height as laid out at the screen's full width (line-height 1.5: a 24 px title and
 * 21 px meta lines 2 px apart, 16 px padding, the 1 px divider; on phones 'Выйти' goes under the
 * text), with and without its IP line: the estimate of the rows shown while the list's code loads.
 * The windowed list then learns one row of each shape at its own width (`deviceShape`), which the
 * studio docked beside the page narrows: there the title wraps, and rows estimated at the full
 * width made End stop rows short of the end. (A full IPv6 address wraps on a phone; that row is one
 * line taller than its shape, and rare.)
 */
const rowHeights = (narrow: boolean) => (narrow ? { ip: 159, noIp: 136 } : { ip: 103, noIp: 80 })
/**
 * What sets a row's height besides its text: the IP line, and what sits beside the text and narrows
 * it (the current session's badge and no "Выйти"; a new one's badge and "Это я" / "Это не я"). Rows
 * learned from the current session alone were shorter than the others wherever the title wraps.
 */
const deviceShape = (device: Device, isNew: boolean) =>
  (device.ipAddress ? 1 : 0) + (device.isCurrent ? 2 : 0) + (isNew ? 4 : 0)
// One function for the screen's life: a new one each render made the virtualizer lay out every
// session again (opening the sign-out dialog re-renders the screen).
const deviceKey = (device: Device) => device.id

/**
 * /profile/devices: every session of the account, the current one first, those new to this browser
 * marked. `onNotMe` follows a session ended with "Это не я" (the route opens the password change).
 */
export function DevicesScreen({ onNotMe }: { onNotMe: () => void }) {
  const devices = useQuery(deviceQueries.list())
  const [ending, setEnding] = useState<Ending | null>(null)
  const [confirmingOthers, setConfirmingOthers] = useState(false)
  const { newIds, acknowledge } = useNewSessions(devices.data?.items)
  const others = devices.data?.items.filter((device) => !device.isCurrent).length ?? 0
  const onAction = useCallback(
    (action: DeviceAction, device: Device) => {
      if (action === 'its-me') acknowledge(device.id)
      else setEnding({ device, notMe: action === 'not-me' })
    },
    [acknowledge],
  )
  // Read once, not for each of 10 000 rows.
  const [heights] = useState(() => rowHeights(isNarrowLayout()))
  const estimateRow = useCallback((device: Device) => (device.ipAddress ? heights.ip : heights.noIp), [heights])
  const rowShape = useCallback((device: Device) => deviceShape(device, newIds.has(device.id)), [newIds])
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
          {others > 0 && (
            <Button variant="secondary" aria-haspopup="dialog" onClick={() => setConfirmingOthers(true)}>
              {LOGOUT_OTHERS}
            </Button>
          )}
        </div>
        {devices.isPending ? (
          <SkeletonList count={4} itemClassName={styles.skeleton} label="Загрузка устройств" />
        ) : devices.isError ? (
          <RetryState
            message={`Не удалось загрузить устройства. ${describeError(devices.error)}`}
            onRetry={() => void devices.refetch()}
            retrying={devices.isFetching}
          />
        ) : (
          <div>
            {devices.data.items.length === 0 ? (
              <p className={card.state}>Активных сеансов нет.</p>
            ) : (
              <WindowedList
                className={`${card.rows} ${styles.list}`}
                aria-label="Устройства"
                items={devices.data.items}
                getKey={deviceKey}
                estimateSize={estimateRow}
                sizeKey={rowShape}
                renderItem={(device) => (
                  <DeviceItem device={device} isNew={newIds.has(device.id)} onAction={onAction} />
                )}
              />
            )}
            <SkippedEntries count={devices.data.skipped} />
          </div>
        )}
      </section>
      <SignOutDeviceDialog ending={ending} onClose={() => setEnding(null)} onNotMe={onNotMe} />
      <LogoutOthersDialog open={confirmingOthers} count={others} onClose={() => setConfirmingOthers(false)} />
    </div>
  )
}
