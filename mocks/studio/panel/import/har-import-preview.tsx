import { Button } from '@/ui/button'
import { callName, describeRule } from '../../rules/describe-rule'
import type { ImportPlan } from '../../import/har-import-plan'
import type { ImportRead } from '../../import/har-import-work'
import type { RedactionKind } from '@/report/redact-kinds'
import { REDACTION_LABELS } from '@/report/redact-labels'
import styles from './har-import.module.css'

export type Preview = { fileName: string } & ImportRead

const DATA_LABELS: Record<keyof ImportPlan['data'], string> = {
  user: 'пользователь и балансы',
  services: 'услуги',
  devices: 'сеансы (устройства)',
  payments: 'история платежей',
  telegramLinked: 'привязка Telegram',
}

type PlannedRule = ImportPlan['rules'][number]

/** A failure recorded in the file; the panel's own rules (a HAR the journal exported) read as in the list. */
function ruleText(rule: PlannedRule, fromFile: readonly PlannedRule[]) {
  if (fromFile.includes(rule)) return `${describeRule(rule)}${rule.off ? ' (выключено)' : ''}`
  const { call, scope, outcome } = rule
  const answer = outcome.kind === 'recorded' ? `ответ ${outcome.status}, как в записи` : 'сетевая ошибка, как в записи'
  return `${callName(call)}: ${scope.kind === 'nth' ? `${scope.n}-й вызов` : 'вызовы'} — ${answer}`
}

/** What the import found and will do, shown before anything is applied. */
export function HarPreview({
  preview,
  onApply,
  onCancel,
}: {
  preview: Preview
  onApply: () => void
  onCancel: () => void
}) {
  const { fileName, reading, plan } = preview
  const redactions = (Object.keys(REDACTION_LABELS) as RedactionKind[]).flatMap((kind) => {
    const count = reading.counts[kind]
    return count ? [[kind, count] as const] : []
  })
  const total = redactions.reduce((sum, [, count]) => sum + count, 0)
  const seeded = (Object.keys(plan.data) as (keyof ImportPlan['data'])[]).map((key) => DATA_LABELS[key])
  const fromFile = reading.extras.rules?.ok ? reading.extras.rules.rules : []
  return (
    <div className={styles.root}>
      {reading.extras.description && (
        <>
          <h3 className={styles.heading}>Что случилось (со слов клиента)</h3>
          <p className={styles.description}>{reading.extras.description}</p>
        </>
      )}
      <p className={styles.muted}>
        {fileName}: запросов к API — {plan.apiCalls}, прочих (страницы, скрипты, картинки) — {plan.ignored}
        {reading.skipped > 0 && `, нечитаемых записей — ${reading.skipped}`}
        {reading.extras.skipped > 0 && `, пропущено данных отчёта неверного вида — ${reading.extras.skipped}`}.
      </p>
      {reading.skippedIssues.length > 0 && (
        <ul className={styles.issues} aria-label="Почему записи нечитаемы">
          {reading.skippedIssues.map((issue) => (
            <li key={issue}>{issue}</li>
          ))}
        </ul>
      )}
      <h3 className={styles.heading}>Скрыто в браузере: {total}</h3>
      {total === 0 ? (
        <p className={styles.muted}>Секретов не найдено.</p>
      ) : (
        <table className={styles.table}>
          <caption className="visually-hidden">Что скрыто, по видам</caption>
          <thead>
            <tr>
              <th scope="col">Что</th>
              <th scope="col">Сколько</th>
            </tr>
          </thead>
          <tbody>
            {redactions.map(([kind, count]) => (
              <tr key={kind}>
                <td>{REDACTION_LABELS[kind]}</td>
                <td>{count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h3 className={styles.heading}>Данные клиента</h3>
      <p className={styles.muted}>
        {seeded.length > 0 ? `Заменят текущие: ${seeded.join(', ')}.` : 'Успешных ответов с данными нет.'}
      </p>
      <h3 className={styles.heading}>Правила сбоев: {plan.rules.length}</h3>
      {plan.rules.length > 0 && (
        <ul className={styles.list}>
          {plan.rules.map((rule, index) => (
            // Rules are not stored yet and have no id; the list is fixed while shown.
            <li key={index}>{ruleText(rule, fromFile)}</li>
          ))}
        </ul>
      )}
      {plan.replaced.length > 0 && (
        <ul className={styles.list} aria-label="Ответы, изменённые для воспроизведения">
          {plan.replaced.map((note, index) => (
            <li key={index}>{note}</li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <Button onClick={onApply}>Применить</Button>
        <Button variant="secondary" onClick={onCancel}>
          Отмена
        </Button>
      </div>
    </div>
  )
}
