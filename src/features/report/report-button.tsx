import type { ReactNode } from 'react'
import { LazyDialogButton } from '@/ui/lazy-dialog-button'
import styles from './report-button.module.css'

const loadReportDialog = () => import('./report-dialog')

/** Without a class it looks like a quiet text link (under the sign-in card, on error screens). */
type ReportButtonProps = { className?: string | undefined; icon?: ReactNode }

/** "Сообщить о проблеме": opens the dialog that saves the support report (it loads only then). */
export function ReportButton({ className, icon }: ReportButtonProps) {
  return (
    <LazyDialogButton
      load={loadReportDialog}
      unavailable="Не удалось открыть отчёт. Проверьте соединение и обновите страницу."
      className={className ?? styles.link}
    >
      {icon}
      <span>Сообщить о проблеме</span>
    </LazyDialogButton>
  )
}
