import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { FRAGMENT_KEY } from '../../mocks/studio/link/fragment'
import { encodeState } from '../../mocks/studio/link/link-codec'
import { reproState } from '../studio-link'
import { expect, homeShown, openSignedIn, test } from './fixtures'
import { openSection, panel, toggle } from './studio-panel'

// Files and links the studio opens come from outside: support opens them as they come, and the tab
// stays on the portal, keeps answering, and the panel stays.

const origin = (page: Page) => new URL(page.url()).origin
const harFile = (log: Record<string, unknown>, name = 'report.har') => ({
  name,
  mimeType: 'application/json',
  buffer: Buffer.from(JSON.stringify({ log })),
})

/** Signed in with the demo user's seeded session: the import is what these tests are about. */
async function importHar(page: Page, file: ReturnType<typeof harFile>) {
  await openSignedIn(page)
  await openSection(page, 'Импорт HAR')
  await panel(page).getByLabel('Выбрать HAR-файл').setInputFiles(file)
  await expect(panel(page).getByRole('heading', { name: /^Скрыто в браузере: \d+$/ })).toBeVisible()
}

test('a reproduction file naming another site opens the portal’s home and says what was replaced', async ({
  page,
  baseURL,
}) => {
  await page.goto('/auth')
  await openSection(page, 'Ссылка')
  const file = { format: 'lk-mock-repro', ...reproState({ page: '//evil.example/x' }) }
  await panel(page)
    .getByLabel('Открыть файл…')
    .setInputFiles({ name: 'repro.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) })
  await homeShown(page)
  expect(origin(page)).toBe(new URL(baseURL ?? '').origin)
  await expect(
    page.getByText('Страница «//evil.example/x» — не страница портала, поэтому открыта главная.'),
  ).toBeVisible()
})

test('a link naming another site opens home with the mock running, signed in, and says so', async ({
  page,
  baseURL,
}) => {
  const state = reproState({ page: '/\\evil.example' })
  await page.goto('about:blank')
  await page.goto(`/#${FRAGMENT_KEY}${await encodeState(state)}`)
  await homeShown(page)
  expect(origin(page)).toBe(new URL(baseURL ?? '').origin)
  await expect(page.getByText('Воспроизведение открыто: данные, правила и сценарий взяты из ссылки.')).toBeVisible()
  await expect(page.getByText(/^Страница «\/\\evil\.example» — не страница портала/)).toBeVisible()
  await expect(toggle(page)).toHaveText('Мок: Демо')
})

for (const [name, linkPage, note] of [
  [
    '/oauth with a token',
    '/oauth?access_token=abc',
    /^Страница «\/oauth\?access_token=abc» — передаёт вход через Яндекс дальше/,
  ],
  [
    'a redirect to /oauth',
    `/auth?redirect=${encodeURIComponent('/oauth?access_token=abc')}`,
    /^Из адреса страницы убрано: параметр redirect\./,
  ],
] as const) {
  test(`a link whose page is ${name} opens home, signed in as the link says, and never reaches the sign-in callback`, async ({
    page,
  }) => {
    const callbacks: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/auth/yandex/callback')) callbacks.push(request.url())
    })
    await page.goto('about:blank')
    await page.goto(`/#${FRAGMENT_KEY}${await encodeState(reproState({ page: linkPage }))}`)
    await homeShown(page)
    await expect(page.getByText(note)).toBeVisible()
    expect(new URL(page.url()).pathname).toBe('/')
    expect(callbacks).toEqual([])
  })
}

test('a link with records the portal would refuse opens the rest and says what was left out', async ({ page }) => {
  const state = reproState({ page: '/' })
  const [first] = state.data.services ?? []
  if (!first) throw new Error('The demo seed has no services')
  const painted = { ...first, message: 'Взятая услуга', color: 'red' }
  state.data.services = [painted, { ...first, message: 'Огромная', amount: 1e308 }]
  await page.goto('about:blank')
  await page.goto(`/#${FRAGMENT_KEY}${await encodeState(state)}`)
  await homeShown(page)
  await expect(
    page.getByText(
      'Не взято записей, которые портал не примет: 1 (услуги № 2 — amount: Сумма вне допустимого диапазона). Остальное открыто.',
    ),
  ).toBeVisible()
  await expect(page.getByText('Из записей убраны поля, которых нет в данных мока: услуги — color.')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Мои услуги' }).getByRole('heading', { level: 3 })).toHaveText(
    'Взятая услуга',
  )
})

test('a report whose last page hands the sign-in off opens that page without link and token', async ({
  page,
  baseURL,
}) => {
  const handOff = `/auth?link=${encodeURIComponent(`${baseURL}/profile`)}&token=abc`
  const log = JSON.parse(readFileSync('tests/fixtures/customer.har', 'utf8')).log as Record<string, unknown>
  await importHar(
    page,
    harFile({ ...log, _events: [{ type: 'route', time: '2026-11-20T09:15:00.000Z', path: handOff }] }),
  )
  await panel(page).getByRole('button', { name: 'Применить' }).click()
  await expect(
    page.getByText('Из адреса страницы убрано: параметр link, параметр token. Открыта страница /auth.'),
  ).toBeVisible()
  const url = new URL(page.url())
  expect([url.origin, url.searchParams.has('link'), url.searchParams.has('token')]).toEqual([
    origin(page),
    false,
    false,
  ])
})

for (const word of ['__proto__', 'constructor', 'toString']) {
  test(`a report whose every text is "${word}" imports, and the journal shows it as text`, async ({ page }) => {
    const time = '2026-11-20T09:15:00.000Z'
    const answer = JSON.stringify({ [word]: word, data: { [word]: { [word]: word } } })
    const log = {
      entries: [
        {
          startedDateTime: time,
          request: { method: word, url: word, headers: [{ name: word, value: word }] },
          response: { status: 200, content: { mimeType: word, text: answer } },
        },
      ],
      _description: word,
      _device: { [word]: word, theme: word, userAgent: word, timeZone: word, build: word, language: word },
      _events: [
        { type: 'route', time, path: word },
        { type: 'toast', time, kind: word, text: word },
        { type: 'error', time, message: word, stack: word },
      ],
    }
    await importHar(page, harFile(log))
    await panel(page).getByRole('button', { name: 'Применить' }).click()
    await openSection(page, 'Журнал')
    await expect(panel(page).getByRole('heading', { name: 'Отчёт клиента' })).toBeVisible()
    await expect(panel(page).getByText(`Сообщение на экране (${word})`)).toBeVisible()
    await expect(
      panel(page)
        .getByRole('definition')
        .filter({ hasText: new RegExp(`^${word}$`) }),
    ).not.toHaveCount(0)
    await expect(toggle(page)).toBeVisible()
  })
}

test('a HAR of megabyte-long repeated prefixes is read and summed up, and the page keeps answering', async ({
  page,
}) => {
  const megabyte = (unit: string) => unit.repeat(Math.ceil(1_000_000 / unit.length))
  // The prefixes that froze the tab; src/report/redact-patterns.bench.ts feeds every pattern its own.
  const bodies = ['eyJ', 'a-', 'user:']
  const entries = bodies.map((unit) => ({
    startedDateTime: '2026-11-20T09:15:00.000Z',
    request: { method: 'GET', url: 'https://api.gamehost.example/payments/payments/user' },
    response: { status: 200, content: { mimeType: 'text/plain', text: megabyte(unit) } },
  }))
  await importHar(page, harFile({ entries }, 'long.har'))
  await expect(panel(page).getByRole('button', { name: 'Применить' })).toBeEnabled()
  expect(await page.evaluate(() => document.title)).not.toBe('')
})
