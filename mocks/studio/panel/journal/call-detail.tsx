import { useState } from 'react'
import { Button } from '@/ui/button'
import { CodeBlock } from '../kit/code-block'
import section from '../kit/section.module.css'
import { describeRule } from '../../rules/describe-rule'
import { addRules } from '../../rules/rules'
import { verdictOf } from '../../rules/verdicts'
import { headerLines, prettyBody } from '../../journal/call-text'
import { ruleFromCall } from '../../journal/rule-from-call'
import type { TimelineEntry } from '../../journal/timeline'
import styles from './call-detail.module.css'

type Part = { title: string; text: string }

function CopyablePart({ title, text, callName }: Part & { callName: string }) {
  const [copied, setCopied] = useState('')
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => setCopied('Скопировано'),
      () => setCopied('Не удалось скопировать: браузер не дал доступа к буферу обмена'),
    )
  return (
    <div className={styles.part}>
      <div className={styles.partHead}>
        <h4 className={styles.partTitle}>{title}</h4>
        <Button variant="ghost" onClick={() => void copy()} aria-label={`Скопировать: ${title}`}>
          Скопировать
        </Button>
      </div>
      <CodeBlock label={`${title}: ${callName}`} text={text || '(пусто)'} />
      <p className={section.muted} role="status">
        {copied}
      </p>
    </div>
  )
}

/** One journal call whole: request and answer, the rule that answered, why no rule did, and "Сделать правило". */
export function CallDetail({ entry, callName }: { entry: TimelineEntry; callName: string }) {
  const [made, setMade] = useState('')
  const verdict = verdictOf(entry.requestId)
  const makeRule = () => {
    const rule = ruleFromCall(entry)
    if (typeof rule === 'string') return setMade(rule)
    addRules([rule])
    setMade(`Правило добавлено: «${describeRule(rule)}». Изменить его можно в разделе «Правила».`)
  }
  const parts: Part[] = [
    { title: 'Заголовки запроса', text: headerLines(entry.requestHeaders) },
    { title: 'Тело запроса', text: prettyBody(entry.requestBody) },
    { title: 'Заголовки ответа', text: headerLines(entry.responseHeaders) },
    { title: 'Тело ответа', text: prettyBody(entry.responseBody ?? entry.error) },
  ]
  return (
    <div className={styles.detail}>
      <p className={styles.line}>
        {entry.method} {entry.url}
      </p>
      {verdict?.answered && <p className={styles.line}>Ответило правило: {verdict.answered}</p>}
      {!verdict?.answered && !verdict?.misses.length && (
        <p className={section.muted}>Правил для этого вызова не было.</p>
      )}
      {verdict && verdict.misses.length > 0 && (
        <>
          <p className={styles.line}>{verdict.answered ? 'Другие правила:' : 'Ни одно правило не ответило:'}</p>
          <ul className={styles.misses}>
            {verdict.misses.map((miss) => (
              <li key={miss}>{miss}</li>
            ))}
          </ul>
        </>
      )}
      {parts.map((part) => (
        <CopyablePart key={part.title} {...part} callName={callName} />
      ))}
      <Button variant="secondary" onClick={makeRule}>
        Сделать правило
      </Button>
      <p className={section.muted} role="status">
        {made}
      </p>
    </div>
  )
}
