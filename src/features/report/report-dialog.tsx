import { useId, useState } from 'react'
import { toast } from '@/ui/toast'
import { SUPPORT_URL } from '@/config/links'
import { Button } from '@/ui/button'
import { downloadText } from '@/ui/download'
import { Modal } from '@/ui/modal'
import { buildReport, DESCRIPTION_LIMIT, reportFileName } from './build-report'
import { shareableFile } from './report-file'
import field from '@/ui/field.module.css'
import styles from './report.module.css'

/** "Сообщить о проблеме": what the report holds and never holds, the customer's words, and two ways out. */
export default function ReportDialog({ onClose }: { onClose: () => void }) {
  const [description, setDescription] = useState('')
  const descriptionId = useId()
  const reportText = async () => JSON.stringify(await buildReport(description), null, 1)
  const canShare = shareableFile()

  const share = async () => {
    try {
      await navigator.share({
        files: [new File([await reportText()], reportFileName(), { type: 'application/json' })],
        title: 'Отчёт для поддержки',
      })
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return
      toast.error('Не удалось отправить отчёт. Скачайте его и отправьте в чат поддержки.')
    }
  }

  return (
    <Modal open onClose={onClose} title="Сообщить о проблеме">
      <div className={styles.body}>
        <p>
          Отчёт поможет поддержке увидеть то же, что видели вы: последние 100 запросов к серверу и ответы на них,
          открытые страницы, показанные сообщения и ошибки, а также браузер, язык, часовой пояс и размер экрана.
        </p>
        <p>
          <strong>В отчёт никогда не попадают</strong> пароли, коды подтверждения, токены входа и cookie: они заменяются
          пометкой «скрыто» ещё при записи. Отчёт хранится только в этой вкладке и никуда не отправляется сам.
        </p>
        <div className={field.field}>
          <label htmlFor={descriptionId} className={field.label}>
            Что случилось? <span className={styles.optional}>(необязательно)</span>
          </label>
          <textarea
            id={descriptionId}
            className={`${field.input} ${styles.description}`}
            value={description}
            maxLength={DESCRIPTION_LIMIT}
            rows={3}
            placeholder="Например: не открывается список устройств"
            onChange={(event) => setDescription(event.target.value)}
          />
        </div>
        <div className={styles.actions}>
          <Button
            onClick={() =>
              void reportText().then(
                (text) => downloadText(reportFileName(), text, 'application/json'),
                () => toast.error('Не удалось собрать отчёт. Попробуйте ещё раз.'),
              )
            }
          >
            Скачать отчёт
          </Button>
          {canShare && (
            <Button variant="secondary" onClick={() => void share()}>
              Отправить…
            </Button>
          )}
        </div>
        <p className={styles.hint}>
          Отправьте файл в{' '}
          <a href={SUPPORT_URL} target="_blank" rel="noopener noreferrer">
            чат поддержки
            <span className="visually-hidden"> (откроется в новой вкладке)</span>
          </a>
          .
        </p>
      </div>
    </Modal>
  )
}
