import type { Page } from '@playwright/test'
import { balanceCard, expect, nb, openSignedIn, test } from './fixtures'
import { openSection, panel } from './studio-panel'

// docs/support.md, "Hand it over": a link longer than 16 000 characters is offered as a .json file, which
// the receiver opens with "Открыть файл…"; a link pasted into a tab already open applies too.

/** Years of payments with varied amounts: far too much for a link, even compressed. */
function customerHar() {
  const start = Date.parse('2026-11-20T10:00:00Z')
  const payments = Array.from({ length: 3000 }, (_, index) => ({
    id: 500_000 + index * 7,
    createdAt: new Date(start - index * 17 * 3_600_000).toISOString(),
    amount: ((index * 7919) % 99_991) / 100 + 1,
    type: index % 3 === 0 ? 'topup' : 'purchase',
    status: 'success',
  }))
  const entry = {
    startedDateTime: '2026-11-20T10:00:00.000Z',
    request: { method: 'GET', url: 'https://api.gamehost.example/payments/payments/user' },
    response: { status: 200, content: { mimeType: 'application/json', text: JSON.stringify({ data: payments }) } },
  }
  return Buffer.from(JSON.stringify({ log: { entries: [entry] } }))
}

test('a link over 16 000 characters goes through "Скачать файл .json" and "Открыть файл…" in a fresh browser', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000)
  await openSignedIn(page)
  await openSection(page, 'Импорт HAR')
  await panel(page)
    .getByLabel('Выбрать HAR-файл')
    .setInputFiles({ name: 'customer.har', mimeType: 'application/json', buffer: customerHar() })
  await panel(page).getByRole('button', { name: 'Применить' }).click()
  await expect(panel(page).getByRole('status')).toHaveText('Импорт применён: страница показывает данные клиента.')
  await page.keyboard.press('Escape')
  await page.goto('/wallet/history')
  const count = page.getByText(/^\d+ операци/)
  await expect(count).toHaveText(/^\d{4} операций$/)
  const sendersCount = await count.textContent()

  await openSection(page, 'Ссылка')
  await panel(page).getByRole('button', { name: 'Скопировать ссылку' }).click()
  await expect(panel(page).getByRole('status')).toHaveText(
    new RegExp(`^Ссылка получилась бы длиной [\\d\\u00a0]+ символов \\(больше ${nb('16 000')}\\)\\. Скачайте файл`),
  )
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel(page).getByRole('button', { name: 'Скачать файл .json' }).click(),
  ])
  const file = await download.path()

  // Whoever receives it: another browser with nothing stored, on the sign-in page.
  const receiver = await browser.newPage({ baseURL })
  await receiver.goto('/auth')
  await openSection(receiver, 'Ссылка')
  await panel(receiver).getByLabel('Открыть файл…').setInputFiles(file)
  // The same page with the same payments, signed in.
  await receiver.waitForURL((url) => url.pathname === '/wallet/history')
  await expect(receiver.getByText(/^\d+ операци/)).toHaveText(sendersCount ?? 'no count')
  await receiver.close()
})

/** Sets the customer's balance in the panel's data editor; the wallet card follows without a reload. */
async function setBalance(page: Page, typed: string, shown: string) {
  await openSection(page, 'Данные')
  const user = panel(page).getByText('Пользователь', { exact: true })
  const balance = panel(page).getByLabel('Баланс, ₽')
  if (!(await balance.isVisible())) await user.click()
  await balance.fill(typed)
  await panel(page).getByRole('button', { name: 'Применить' }).click()
  await expect(balanceCard(page)).toContainText(nb(shown))
}

test('a link pasted into a tab already on its page applies it', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
  await openSignedIn(page)
  // The link is made while the balance is 7 777 ₽; then the tab's data goes back to 1 250,50 ₽.
  await setBalance(page, '7777', '7 777,00 ₽')
  await openSection(page, 'Ссылка')
  await panel(page).getByRole('button', { name: 'Скопировать ссылку' }).click()
  await expect(panel(page).getByRole('status')).toHaveText('Ссылка скопирована')
  const link = await page.evaluate(() => navigator.clipboard.readText())
  // The tab is on the link's own address (page and scenario) with the data back at 1 250,50 ₽.
  const address = new URL(link)
  address.hash = ''
  await page.goto(address.href)
  await setBalance(page, '1250,50', '1 250,50 ₽')

  // Pasted into its address bar, only the part after # changes, which by itself loads nothing.
  await page.goto(link)
  await expect(balanceCard(page)).toContainText(nb('7 777,00 ₽'))
})
