import { useEffect, useId, useRef, useState, type DragEvent } from 'react'
import { buttonClassName } from '@/ui/button'
import { DEMO, MOCK_CODE } from '../../../seed'
import { showCustomerReport } from '../../import/customer-report'
import { applyImport, type Applied } from '../../import/har-import-apply'
import { readOffThread } from '../../import/har-import-off-thread'
import { offerMoments } from '../../import/stepping'
import { HarPreview, type Preview } from './har-import-preview'
import { studioFailure } from '../../core/studio-failure'
import styles from './har-import.module.css'

type State =
  | { step: 'idle' }
  | { step: 'reading' }
  | { step: 'error'; message: string; issues: string[] }
  | { step: 'preview'; preview: Preview }
  | ({ step: 'done'; report: boolean } & Applied)

/**
 * The panel's "Импорт HAR" section: a customer's HAR is read and redacted in this browser, the
 * redactions and the planned changes are shown, and only "Применить" changes the mock.
 */
export function HarImport() {
  const inputId = useId()
  const [state, setState] = useState<State>({ step: 'idle' })
  const [over, setOver] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  // Applying, cancelling or stopping a reading removes the focused button: focus returns to the file button.
  const refocus = useRef(false)
  useEffect(() => {
    if (state.step === 'preview' || !refocus.current) return
    refocus.current = false
    input.current?.focus()
  }, [state.step])

  const leaveStep = (next: State) => {
    refocus.current = true
    setState(next)
  }

  // The file being read: a newer one, or leaving the panel, ends its reading.
  const reading = useRef<AbortController>(undefined)
  useEffect(() => () => reading.current?.abort(), [])
  const stopReading = () => {
    reading.current?.abort()
    leaveStep({ step: 'idle' })
  }

  const read = async (file: File | undefined) => {
    if (!file) return
    reading.current?.abort()
    const controller = new AbortController()
    reading.current = controller
    setState({ step: 'reading' })
    try {
      const result = await readOffThread(file, { signal: controller.signal })
      if (!result) return
      if (!result.ok) return setState({ step: 'error', message: result.error, issues: result.issues ?? [] })
      setState({ step: 'preview', preview: { fileName: file.name, ...result.read } })
    } catch (error) {
      if (!controller.signal.aborted) setState({ step: 'error', message: studioFailure(error), issues: [] })
    }
  }

  // The preview stays until the import is stored: a second click meanwhile must not apply it twice.
  const applying = useRef(false)
  const apply = async ({ plan, reading, report, moments }: Preview) => {
    if (applying.current) return
    applying.current = true
    showCustomerReport(report)
    offerMoments(moments, report?.timeZone)
    const applied = await applyImport(plan, reading.extras.lastRoute)
    applying.current = false
    leaveStep({ step: 'done', report: Boolean(report), ...applied })
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setOver(false)
    void read(event.dataTransfer.files[0])
  }

  if (state.step === 'preview') {
    return (
      <HarPreview
        preview={state.preview}
        onApply={() => void apply(state.preview)}
        onCancel={() => leaveStep({ step: 'idle' })}
      />
    )
  }

  return (
    <div className={styles.root}>
      <div
        className={styles.drop}
        data-over={over}
        onDragOver={(event) => {
          event.preventDefault()
          setOver(true)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <p className={styles.muted}>
          Перетащите сюда HAR клиента (вкладка «Сеть» → «Сохранить всё как HAR») или выберите файл. Токены, пароли, коды
          и куки скрываются прямо в браузере, до показа и сохранения.
        </p>
        <input
          id={inputId}
          ref={input}
          type="file"
          accept=".har,application/json"
          className="visually-hidden"
          onChange={(event) => {
            void read(event.target.files?.[0])
            event.target.value = ''
          }}
        />
        <label htmlFor={inputId} className={buttonClassName({ variant: 'secondary', className: styles.fileLabel })}>
          Выбрать HAR-файл
        </label>
      </div>
      <div role="status">
        {state.step === 'reading' && <p className={styles.muted}>Читаем и скрываем секреты…</p>}
        {state.step === 'error' && (
          <>
            <p className={styles.error}>{state.message}</p>
            {state.issues.length > 0 && (
              <ul className={styles.issues} aria-label="Найдено при проверке">
                {state.issues.map((issue) => (
                  <li key={issue}>{issue}</li>
                ))}
              </ul>
            )}
          </>
        )}
        {state.step === 'done' && <p className={styles.done}>Импорт применён: страница показывает данные клиента.</p>}
      </div>
      {state.step === 'reading' && (
        <button
          type="button"
          className={buttonClassName({ variant: 'secondary', className: styles.stop })}
          onClick={stopReading}
        >
          Остановить чтение
        </button>
      )}
      {state.step === 'done' && (
        <p className={styles.muted}>
          Войти снова: логин «{state.login}» и прежний пароль (у демо-аккаунта — {DEMO.login} / {DEMO.password})
          {state.twoFactor && `, код 2FA — ${MOCK_CODE}`}.
        </p>
      )}
      {state.step === 'done' && state.report && (
        <p className={styles.muted}>
          Что клиент написал и что происходило у него на экране — в разделе «Журнал»: там же любой момент можно открыть
          и пройти по шагам.
        </p>
      )}
    </div>
  )
}
