import { useState, type ChangeEvent } from 'react'
import { Button, buttonClassName } from '@/ui/button'
import controls from '../kit/controls.module.css'
import styles from '../kit/section.module.css'
import { copyReproLink, downloadRepro, LINK_LIMIT, openReproFile, type LinkResult } from './link-actions'
import { PrivacySwitch } from '../shared/privacy-switch'

const formatter = new Intl.NumberFormat('ru-RU')

/** One link with the page, the scenario, the data changes and the rules; a file when it would be too long. */
export function LinkSection() {
  const [result, setResult] = useState<LinkResult | null>(null)
  const [fileError, setFileError] = useState('')

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (file) setFileError(await openReproFile(file))
  }

  return (
    <div className={styles.body}>
      <p className={styles.muted}>
        Ссылка открывает эту страницу с теми же данными, правилами и сценарием, уже со входом под этим клиентом. Всё
        хранится в самой ссылке после «#» и никуда не отправляется.
      </p>
      <PrivacySwitch />
      <Button variant="primary" onClick={() => void copyReproLink().then(setResult)}>
        Скопировать ссылку
      </Button>
      <div role="status" className={styles.status} data-ok={result?.kind === 'copied'}>
        {result?.kind === 'copied' && 'Ссылка скопирована'}
        {result?.kind === 'shown' && 'Не удалось скопировать. Ссылка:'}
        {result?.kind === 'too-long' &&
          `Ссылка получилась бы длиной ${formatter.format(result.length)} символов ` +
            `(больше ${formatter.format(LINK_LIMIT)}). Скачайте файл и передайте его.`}
        {result?.kind === 'failed' && 'Этот браузер не умеет сжимать ссылку. Скачайте файл.'}
        {result?.kind === 'broken' && result.message}
      </div>
      {result?.kind === 'shown' && (
        <input
          className={controls.select}
          readOnly
          value={result.url}
          aria-label="Ссылка на воспроизведение"
          onFocus={(event) => event.target.select()}
        />
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={downloadRepro}>
          Скачать файл .json
        </Button>
        <label className={buttonClassName({ variant: 'secondary' })}>
          Открыть файл…
          <input
            type="file"
            accept=".json,application/json"
            className={styles.visuallyHidden}
            onChange={(event) => void onFile(event)}
          />
        </label>
      </div>
      <p role="alert" className={styles.error}>
        {fileError}
      </p>
    </div>
  )
}
