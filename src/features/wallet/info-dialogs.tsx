import { Link } from '@tanstack/react-router'
import { Button } from '@/ui/button'
import { Modal } from '@/ui/modal'
import styles from './wallet.module.css'

type DialogProps = { open: boolean; onClose: () => void }

/** SPEC §1/§2: what cashback points are, with the 5% example, and where their history is. */
export function CashbackDialog({ open, onClose }: DialogProps) {
  return (
    <Modal open={open} onClose={onClose} title="Кэшбэк">
      <div className={styles.dialogText}>
        <p>
          За покупку услуг вам начисляются баллы, а следующие покупки можно оплачивать ими. 1&nbsp;балл = 1&nbsp;рубль.
        </p>
        <p>Например, при кэшбэке 5% покупка на 1000&nbsp;₽ принесёт 50&nbsp;баллов.</p>
        <p>
          Все операции с баллами — в разделе{' '}
          <Link to="/wallet/history" onClick={onClose}>
            история начислений и списаний
          </Link>
          .
        </p>
      </div>
    </Modal>
  )
}

/** SPEC §2: the overdraft is coming soon; the dialog says it is not connected. */
export function OverdraftDialog({ open, onClose }: DialogProps) {
  return (
    <Modal open={open} onClose={onClose} title="Овердрафт не подключен">
      <div className={styles.dialogText}>
        <p>Овердрафт позволит продлевать услуги, даже когда на балансе не хватает денег. Функция скоро появится.</p>
        <Button fullWidth onClick={onClose}>
          OK
        </Button>
      </div>
    </Modal>
  )
}
