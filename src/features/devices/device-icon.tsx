import { Icon } from '@/ui/icons'
import type { DeviceKind } from './describe-device'

/** A phone, tablet or computer outline; decorative (the title names the device). */
export function DeviceIcon({ kind }: { kind: DeviceKind }) {
  return (
    <Icon width="24" height="24">
      {kind === 'phone' ? (
        <>
          <rect x="7" y="2.5" width="10" height="19" rx="2" />
          <path d="M11 18.5h2" />
        </>
      ) : kind === 'tablet' ? (
        <>
          <rect x="4.5" y="2.5" width="15" height="19" rx="2" />
          <path d="M11 18.5h2" />
        </>
      ) : (
        <>
          <rect x="3" y="4" width="18" height="12" rx="2" />
          <path d="M8 20h8M12 16v4" />
        </>
      )}
    </Icon>
  )
}
