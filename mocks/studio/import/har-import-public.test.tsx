import { readFileSync } from 'node:fs'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { db } from '../../db'
import { getCustomerReport } from './customer-report'
import { getRules } from '../rules/rules'
import { HarImport } from '../panel/import/har-import'

// Public HAR files from other tools (tests/fixtures/har/README.md: sources and licences), dropped into
// "Импорт HAR" as support would: Chrome and Firefox exports, Polly.JS recordings, k6 and MSW
// fixtures, mitmproxy's. None holds a call of this portal; each is read, counted and applied without
// a crash, and none of its secrets is kept.

type Expected = {
  /** Entries that are not this portal's API calls. */
  other: number
  /** Entries without a method, URL or status. */
  unreadable: number
  hidden: number
  /** Secrets of the file, searched for in whatever the studio keeps. */
  secrets?: string[]
}

const FILES: [string, Expected][] = [
  [
    'chrome.har',
    { other: 3, unreadable: 0, hidden: 23, secrets: ['YAieF18TdLas-8SKhGKNYvnieZbB1wJ1jf2tW44mAWYKcppPKLvK'] },
  ],
  ['chrome-with-bom.har', { other: 1, unreadable: 0, hidden: 0 }],
  ['firefox-head.har', { other: 1, unreadable: 0, hidden: 0 }],
  [
    'polly-node-fetch.har',
    { other: 1, unreadable: 0, hidden: 3, secrets: ['d9a2a8da0fc8bad42e47cee6b6782bb811544129606'] },
  ],
  ['polly-puppeteer.har', { other: 2, unreadable: 0, hidden: 2 }],
  ['k6-full.har', { other: 0, unreadable: 8, hidden: 5, secrets: ['Bearer ${token}'] }],
  ['msw-status-101.har', { other: 1, unreadable: 0, hidden: 0 }],
  ['msw-binary.har', { other: 1, unreadable: 0, hidden: 1 }],
  ['msw-cookies.har', { other: 1, unreadable: 0, hidden: 2, secrets: ['secret-token=abc-123'] }],
  ['mitmproxy-errors.har', { other: 2, unreadable: 0, hidden: 1 }],
]

describe('public HAR files in "Импорт HAR"', () => {
  it.each(FILES)('%s is read with clear counts and applied, and keeps no secret', async (name, expected) => {
    const user = userEvent.setup()
    render(<HarImport />)
    const file = new File([readFileSync(`tests/fixtures/har/${name}`)], name, { type: 'application/json' })
    await user.upload(screen.getByLabelText('Выбрать HAR-файл'), file)

    const unreadable = expected.unreadable > 0 ? `, нечитаемых записей — ${expected.unreadable}` : ''
    const counts = `${name}: запросов к API — 0, прочих (страницы, скрипты, картинки) — ${expected.other}${unreadable}.`
    expect(await screen.findByText(counts)).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: `Скрыто в браузере: ${expected.hidden}` })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Правила сбоев: 0' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Применить' }))
    expect(await screen.findByText('Импорт применён: страница показывает данные клиента.')).toBeInTheDocument()
    expect(document.body.textContent).not.toMatch(/NaN|Infinity|undefined/)
    const kept = JSON.stringify({ report: getCustomerReport(), rules: getRules(), data: db() })
    for (const secret of expected.secrets ?? []) expect(kept).not.toContain(secret)
  })
})
