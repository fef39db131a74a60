import type { Page } from '@playwright/test'
import { expect, openSignedIn, test } from './fixtures'
import {
  addCondition,
  devicesFailed,
  failDevicesRule,
  ruleList,
  ruleSwitch,
  startRule,
  submitRule,
} from './studio-controls'
import { openPanel, openSection, panel, toggle } from './studio-panel'

// The rules support asks of every such tool, acted as support: conditions, switching off and copying,
// an own answer, and a call paused until support answers it.

const UNAVAILABLE = 'Сервис устройств недоступен'

async function topUpSbp(page: Page, rubles: string) {
  await page.getByRole('button', { name: 'Пополнить баланс' }).click()
  const dialog = page.getByRole('dialog', { name: 'Пополнение баланса' })
  await dialog.getByRole('radio', { name: /СБП/ }).check()
  await dialog.getByLabel('Сумма пополнения').fill(rubles)
  await dialog.getByRole('button', { name: 'Перейти к оплате' }).click()
  return dialog
}

test('an SBP rule "only if amount ≥ 10000" fails the 10 000 ₽ top-up and lets 500 ₽ through', async ({ page }) => {
  await openSignedIn(page)
  const form = await startRule(page, /^Пополнение через СБП/, 'Ошибка со статусом')
  await form.getByLabel('Текст ошибки (message)').fill('Крупные платежи временно недоступны')
  await addCondition(form, 1, { field: 'amount', op: '≥ (число)', value: '10000' })
  await submitRule(form)
  await expect(ruleList(page)).toContainText('только если amount ≥ 10000')
  await page.keyboard.press('Escape')

  const dialog = await topUpSbp(page, '10000')
  await expect(page.getByText('Крупные платежи временно недоступны')).toBeVisible()
  await dialog.getByLabel('Сумма пополнения').fill('500')
  await dialog.getByRole('button', { name: 'Перейти к оплате' }).click()
  await page.waitForURL((url) => url.pathname.startsWith('/mock/provider/'))
})

test('a rule switched off answers nothing and stays listed; a copy below is named as the loser', async ({ page }) => {
  await openSignedIn(page)
  await failDevicesRule(page, UNAVAILABLE)
  const rule = ruleList(page).getByRole('listitem')
  await rule.getByRole('button', { name: /^Копия правила/ }).click()
  await expect(rule).toHaveCount(2)
  await expect(toggle(page)).toHaveText('Мок: Демо · 1 правило')
  await ruleSwitch(page, 1).check()
  await expect(rule.nth(1)).toContainText('Не ответит, когда подходит и правило выше')
  await expect(toggle(page)).toHaveText('Мок: Демо · 2 правила')

  await ruleSwitch(page, 0).uncheck()
  await ruleSwitch(page, 1).uncheck()
  await expect(toggle(page)).toHaveText('Мок: Демо')
  await page.goto('/profile/devices')
  await expect(page.getByText('Не удалось загрузить устройства')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1, name: 'Привязанные устройства' })).toBeVisible()

  await openSection(page, 'Правила')
  await ruleList(page).getByRole('listitem').first().getByRole('checkbox').check()
  await page.reload()
  await expect(devicesFailed(page, UNAVAILABLE)).toBeVisible()
})

test('an own answer: the editor warns of JSON the app would refuse, and the page shows markup as text', async ({
  page,
}) => {
  await openSignedIn(page)
  const form = await startRule(page, /^Список устройств/, 'Свой ответ')
  const checks = form.getByRole('list', { name: 'Проверка ответа' })
  const body = form.getByLabel('Тело ответа')
  await body.fill('{"status": "ok", "data": [')
  await expect(checks).toContainText('Это не JSON')
  await body.fill('{"status": "ok", "data": 42}')
  await expect(checks).toContainText('JSON без ошибок.')
  await expect(checks).toContainText('Приложение не примет этот ответ — поле data')

  await form.getByLabel('Статус (100–599)').fill('503')
  await body.fill('{"message": "<script>alert(1)</script>"}')
  await submitRule(form)
  await expect(ruleList(page)).toContainText('Список устройств → свой ответ 503 (application/json), каждый вызов')
  await page.goto('/profile/devices')
  await expect(page.getByText('Не удалось загрузить устройства. <script>alert(1)</script>').first()).toBeVisible()
})

test('a 2 MB own answer gets a clear message and adds nothing', async ({ page }) => {
  await openSignedIn(page)
  const form = await startRule(page, /^Список устройств/, 'Свой ответ')
  await form.getByLabel('Тело ответа').fill('x'.repeat(2_000_000))
  await expect(form.getByRole('list', { name: 'Проверка ответа' })).toContainText('Тело ответа больше 1 млн символов')
  await form.getByRole('button', { name: 'Добавить правило' }).click()
  await expect(form.getByRole('alert')).toHaveText('Исправьте отмеченные поля')
  await expect(form.getByLabel('Тело ответа')).toHaveAccessibleDescription(
    /^Тело ответа больше 1 млн символов: сократите его/,
  )
  await expect(ruleList(page).getByRole('listitem')).toHaveCount(0)
})

test('a paused devices call waits in the panel; answered 500, the devices screen shows the error', async ({ page }) => {
  await openSignedIn(page)
  const form = await startRule(page, /^Список устройств/, 'Спросить меня')
  await submitRule(form)
  await page.keyboard.press('Escape')
  await page.goto('/profile/devices')
  await expect(toggle(page)).toHaveText('Мок: Демо · 1 правило · ждут ответа: 1')

  await openPanel(page)
  const waiting = panel(page).getByRole('form', { name: 'Ждёт ответа: 1. Список устройств' })
  await expect(waiting).toContainText(/POST \/.*devices/)
  await waiting.getByLabel('Ответить').selectOption({ label: 'Ошибка со статусом' })
  await waiting.getByLabel('Текст ошибки (message)').fill(UNAVAILABLE)
  await waiting.getByRole('button', { name: 'Ответить' }).click()
  await expect(devicesFailed(page, UNAVAILABLE)).toBeVisible()
  await expect(waiting).toHaveCount(0)
  await expect(toggle(page)).toHaveText('Мок: Демо · 1 правило')
})

test('the rules travel in "Скачать HAR": imported again, the list is as it was, the switched-off rule still off', async ({
  page,
}) => {
  await openSignedIn(page)
  let form = await startRule(page, /^Пополнение через СБП/, 'Ошибка со статусом')
  await form.getByLabel('Текст ошибки (message)').fill('Крупные платежи временно недоступны')
  await addCondition(form, 1, { field: 'amount', op: '≥ (число)', value: '10000' })
  await submitRule(form)
  form = await startRule(page, /^Список устройств/, 'Спросить меня')
  await submitRule(form)
  const rules = ruleList(page).getByRole('listitem')
  await ruleSwitch(page).uncheck()
  const listed = await rules.allTextContents()

  await openSection(page, 'Журнал')
  const download = page.waitForEvent('download')
  await panel(page).getByRole('button', { name: 'Скачать HAR' }).click()
  const file = await (await download).path()
  await openSection(page, 'Правила')
  await panel(page).getByRole('button', { name: 'Удалить все правила' }).click()
  await expect(rules).toHaveCount(0)

  await openSection(page, 'Импорт HAR')
  await panel(page).getByLabel('Выбрать HAR-файл').setInputFiles(file)
  await expect(panel(page).getByRole('heading', { name: 'Правила сбоев: 2' })).toBeVisible()
  await panel(page).getByRole('button', { name: 'Применить' }).click()
  await openSection(page, 'Правила')
  await expect(rules).toHaveText(listed)
  await expect(ruleSwitch(page)).not.toBeChecked()
  await expect(toggle(page)).toHaveText('Мок: Демо · 1 правило')
})
