import type { Page } from '@playwright/test'
import { balanceCard, expect, nb, openSignedIn, signIn, test } from './fixtures'
import { pickCall, ruleForm, ruleList } from './studio-controls'
import { copyLink, linkTest, openSection, panel, toggle } from './studio-panel'

// Issue 12: the support studio in the mock panel — fault rules per call and the reproduction link.

async function addRule(page: Page, rule: { call: RegExp; message: string; scope?: string; n?: string }) {
  await openSection(page, 'Правила')
  const form = ruleForm(page)
  await pickCall(form, rule.call)
  await form.getByLabel('Текст ошибки (message)').fill(rule.message)
  if (rule.scope) await form.getByLabel('Какие вызовы').selectOption({ label: rule.scope })
  if (rule.n) await form.getByLabel('N', { exact: true }).fill(rule.n)
  await form.getByRole('button', { name: 'Добавить правило' }).click()
}

/** A rule that takes the devices screen down, and what that screen then shows. */
const DEVICES_DOWN = { call: /^Список устройств/, message: 'Сервис устройств на обслуживании' }

async function expectDevicesDown(page: Page) {
  await page.goto('/profile/devices')
  // On the customer's screen: the studio's list of rules, open beside it, names the same message.
  await expect(page.getByRole('main').getByText(DEVICES_DOWN.message)).toBeVisible()
}

/** Signed in through the form (a session of this browser, its address among the data), with a top-up made. */
async function customerAfterTopUp(page: Page) {
  await signIn(page)
  await topUp1000(page)
}

/** A top-up through the provider changes the data against the seed: balance and history. */
async function topUp1000(page: Page) {
  await page.getByRole('button', { name: 'Пополнить баланс' }).click()
  await page
    .getByRole('dialog', { name: 'Пополнение баланса' })
    .getByRole('button', { name: /^1\s000/ })
    .click()
  await page.getByRole('button', { name: 'Перейти к оплате' }).click()
  await page.waitForURL((url) => url.pathname.startsWith('/mock/provider/'))
  await page.getByRole('button', { name: 'Оплатить' }).click()
  await page.waitForURL((url) => url.pathname === '/')
  await expect(balanceCard(page)).toContainText(nb('2 250,50 ₽'))
}

test('a rule "the 1st top-up answers 500" shows the error toast, and the second try goes through', async ({ page }) => {
  await openSignedIn(page)
  await addRule(page, {
    call: /^Пополнение картой/,
    message: 'Платёжный сервис недоступен',
    scope: 'Только N-й вызов',
    n: '1',
  })
  await expect(toggle(page)).toHaveText('Мок: Демо · 1 правило')
  await expect(ruleList(page)).toContainText('Пополнение картой → 500 «Платёжный сервис недоступен», только 1-й вызов')
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: 'Пополнить баланс' }).click()
  const dialog = page.getByRole('dialog', { name: 'Пополнение баланса' })
  await dialog.getByRole('button', { name: 'Перейти к оплате' }).click()
  await expect(page.getByText('Платёжный сервис недоступен')).toBeVisible()
  await expect(page).toHaveURL((url) => url.pathname === '/')

  await dialog.getByRole('button', { name: 'Перейти к оплате' }).click()
  await page.waitForURL((url) => url.pathname.startsWith('/mock/provider/'))
})

test('the journal lists the calls and marks the one a rule answered', async ({ page }) => {
  await openSignedIn(page)
  await addRule(page, { call: /^Список услуг/, message: 'Услуги недоступны' })
  await page.reload()
  await openSection(page, 'Журнал')
  const rows = panel(page).getByRole('table', { name: 'Журнал вызовов, новые сверху' }).getByRole('row')
  await expect(rows.filter({ hasText: 'Список услуг' }).first()).toContainText('500правило')
  await expect(rows.filter({ hasText: 'Данные пользователя' }).first()).toContainText('200')
  const download = page.waitForEvent('download')
  await panel(page).getByRole('button', { name: 'Скачать HAR' }).click()
  expect((await download).suggestedFilename()).toMatch(/^mock-.*\.har$/)
})

test('a rule added just before a reload survives it, however slowly IndexedDB saves', async ({ page }) => {
  // A slow disk: every write of the page's mock stays uncommitted for 2 s, and a page that goes
  // away aborts it. The test's reload comes right after the click.
  await page.addInitScript(() => {
    const transaction = IDBDatabase.prototype.transaction
    IDBDatabase.prototype.transaction = function (this: IDBDatabase, ...args: Parameters<typeof transaction>) {
      const started = transaction.apply(this, args)
      if (args[1] === 'readwrite') {
        const store = started.objectStore(started.objectStoreNames[0] ?? '')
        const until = Date.now() + 2_000
        const keepOpen = () => {
          if (Date.now() < until) store.count().onsuccess = keepOpen
        }
        keepOpen()
      }
      return started
    }
  })
  await openSignedIn(page)
  await addRule(page, DEVICES_DOWN)
  await expect(toggle(page)).toHaveText('Мок: Демо · 1 правило')
  await page.reload()
  await expect(toggle(page)).toHaveText('Мок: Демо · 1 правило')
  await expectDevicesDown(page)
})

linkTest(
  'the copied link opens in a fresh browser with the same balance, rule and page, signed in',
  async ({ page, openAsReceiver }) => {
    await customerAfterTopUp(page)
    await addRule(page, DEVICES_DOWN)

    await openSection(page, 'Ссылка')
    const link = await copyLink(page)
    expect(new URL(link).hash).toMatch(/^#lk-mock=1\.[\w-]+$/)

    const other = await openAsReceiver(link)
    await expect(balanceCard(other)).toContainText(nb('2 250,50 ₽'))
    expect(new URL(other.url()).hash).toBe('')
    await expect(toggle(other)).toHaveText('Мок: Демо · 1 правило')
    await expect(other.getByRole('status').filter({ hasText: 'Воспроизведение открыто' })).toBeVisible()
    await expectDevicesDown(other)
  },
)

linkTest(
  'with "Скрыть личные данные" on, the link holds none of the customer\'s personal data and still the balance',
  async ({ page, openAsReceiver }) => {
    await customerAfterTopUp(page)
    await openSection(page, 'Ссылка')
    await expect(panel(page).getByRole('checkbox', { name: 'Скрыть личные данные' })).toBeChecked()
    const link = await copyLink(page)

    const json = await page.evaluate(
      async (payload) => {
        const base64 = payload.replace(/-/g, '+').replace(/_/g, '/')
        const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
        const stream = new Response(bytes).body?.pipeThrough(new DecompressionStream('deflate-raw'))
        return new Response(stream).text()
      },
      new URL(link).hash.replace(/^#lk-mock=1\./, ''),
    )
    expect(json).toContain('"balance":2250.5')
    const personal = ['demo@example.com', '+7 900 123-45-67', 'Иван', 'Сергеевич', 'Петров']
    for (const value of [...personal, '95.165.12.4', '178.66.201.17']) expect(json).not.toContain(value)
    // The mock's own login is the README's, not the customer's: the receiver signs in with it.
    expect(json).toContain('"userName":"demo"')
    // The sessions travelled too, with stand-in addresses.
    expect(json).toMatch(/"ipAddress":"192\.0\.2\.\d+"/)

    const other = await openAsReceiver(link)
    await expect(balanceCard(other)).toContainText(nb('2 250,50 ₽'))
    await expect(other.getByText(/Ссылка содержит личные данные/)).toHaveCount(0)

    // Turned off on purpose: the link carries the real data and says so when opened.
    await panel(page).getByRole('checkbox', { name: 'Скрыть личные данные' }).uncheck()
    await other.goto(await copyLink(page))
    await expect(other.getByText(/Ссылка содержит личные данные клиента/)).toBeVisible()
  },
)

test('a corrupt link says so in Russian and changes nothing', async ({ page }) => {
  await openSignedIn(page)
  await page.goto('/#lk-mock=1.AAAA-broken')
  await expect(
    page.getByText('Ссылка повреждена: её не удалось прочитать. Данные и правила не изменены.'),
  ).toBeVisible()
  await expect(balanceCard(page)).toContainText(nb('1 250,50 ₽'))
  await expect(toggle(page)).toHaveText('Мок: Демо')
  await page.goto('/#lk-mock=7.abc')
  await expect(page.getByText(/создана версией 7 мок-панели/)).toBeVisible()
})

test('when the service worker forgets the tab, the page starts it again and says so', async ({ page }) => {
  await openSignedIn(page)
  // A tab left in the background long after its load: the studio is there.
  await expect(toggle(page)).toHaveText('Мок: Демо')
  // What Chrome does to an idle worker: it stops it, and the worker started again for the next call
  // no longer knows this tab (msw issue 2635).
  const devtools = await page.context().newCDPSession(page)
  await devtools.send('ServiceWorker.enable')
  await devtools.send('ServiceWorker.stopAllWorkers')
  // The mock's health question is then no longer answered by the mock.
  await expect
    .poll(() =>
      page.evaluate(() =>
        fetch('/mock/api/__mock-health', { cache: 'no-store' })
          .then((response) => response.json())
          .then((body: { mock?: unknown }) => body.mock === true)
          .catch(() => false),
      ),
    )
    .toBe(false)
  await page.evaluate(() => window.dispatchEvent(new Event('focus')))
  await expect(
    page.getByText('Браузер остановил мок-бэкенд, пока вкладка была в фоне. Он снова запущен, данные обновлены.'),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Скрыть сообщение' }).click()
  await page.goto('/profile')
  await expect(page.getByRole('heading', { name: 'Иван Петров' }).or(page.getByText('@demo'))).toBeVisible()
})
