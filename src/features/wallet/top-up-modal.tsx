import { Suspense, useState } from 'react'
import { preloadedComponent } from '@/lib/preloaded-component'
import { Modal } from '@/ui/modal'
import { SkeletonList } from '@/ui/skeleton'
import styles from './wallet.module.css'

// Not part of home's first load; it arrives once home is shown and the browser is idle, so a tap
// on "Пополнить баланс" waits for no download and opens the dialog with its form at once.
const TopUpForm = preloadedComponent(() => import('./top-up-form'))

/** The top-up dialog; it cannot be dismissed while the payment request is in flight. */
export function TopUpModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [busy, setBusy] = useState(false)
  return (
    <Modal open={open} onClose={onClose} title="Пополнение баланса" dismissible={!busy}>
      <Suspense fallback={<SkeletonList count={3} itemClassName={styles.fieldSkeleton} label="Загрузка формы" />}>
        <TopUpForm onBusyChange={setBusy} />
      </Suspense>
    </Modal>
  )
}
