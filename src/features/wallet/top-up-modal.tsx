import { lazy, Suspense, useState } from 'react'
import { Modal } from '@/ui/modal'
import { SkeletonList } from '@/ui/skeleton'

const TopUpForm = lazy(() => import('./top-up-form'))

/** The top-up dialog; it cannot be dismissed while the payment request is in flight. */
export function TopUpModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [busy, setBusy] = useState(false)
  return (
    <Modal open={open} onClose={onClose} title="Пополнение баланса" dismissible={!busy}>
      <Suspense fallback={<SkeletonList count={3} height={44} label="Загрузка формы" />}>
        <TopUpForm onBusyChange={setBusy} />
      </Suspense>
    </Modal>
  )
}
