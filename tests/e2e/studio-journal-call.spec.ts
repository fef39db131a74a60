import { expect, openSignedIn, test } from './fixtures'
import { devicesFailed, failDevicesRule, ruleSwitch, startRule, submitRule } from './studio-controls'
import { openSection, panel, toggle } from './studio-panel'

// The journal shows a call whole, and "Сделать правило" turns a row's answer into a rule that
// answers the same after a reload.

const UNAVAILABLE = 'Сервис устройств недоступен'

test('a journal row opens whole, and "Сделать правило" reproduces its answer after a reload', async ({ page }) => {
  await openSignedIn(page)
  await failDevicesRule(page, UNAVAILABLE)
  await page.goto('/profile/devices')
  await expect(devicesFailed(page, UNAVAILABLE)).toBeVisible()

  await openSection(page, 'Журнал')
  const row = panel(page).getByRole('button', { name: 'Список устройств' }).first()
  await row.click()
  await expect(row).toHaveAttribute('aria-expanded', 'true')
  const detail = panel(page).getByRole('row').filter({ hasText: 'Сделать правило' })
  await expect(detail).toContainText(
    'Ответило правило: Список устройств → 500 «Сервис устройств недоступен», каждый вызов',
  )
  await expect(detail.getByRole('region', { name: 'Тело ответа: Список устройств' })).toContainText(
    '"message": "Сервис устройств недоступен"',
  )
  await expect(detail.getByRole('region', { name: 'Заголовки запроса: Список устройств' })).toContainText(
    'authorization: [скрыто]',
  )
  await detail.getByRole('button', { name: 'Сделать правило' }).click()
  await expect(detail).toContainText('Правило добавлено: «Список устройств → свой ответ 500')

  await openSection(page, 'Правила')
  await ruleSwitch(page).uncheck()
  await expect(toggle(page)).toHaveText('Мок: Демо · 1 правило')
  await page.reload()
  await expect(devicesFailed(page, UNAVAILABLE)).toBeVisible()

  await openSection(page, 'Журнал')
  await panel(page).getByRole('button', { name: 'Список устройств' }).first().click()
  const again = panel(page).getByRole('row').filter({ hasText: 'Сделать правило' })
  await expect(again).toContainText('Ответило правило: Список устройств → свой ответ 500')
  await expect(again).toContainText('каждый вызов: правило выключено')
})

test('a row says which condition kept a rule from answering', async ({ page }) => {
  await openSignedIn(page)
  const form = await startRule(page, /^Список устройств/, 'Ошибка со статусом')
  await form.getByRole('button', { name: 'Добавить условие' }).click()
  const group = form.getByRole('group', { name: 'Условие 1' })
  await group.getByLabel('Где').selectOption({ label: 'Параметр запроса (?…)' })
  await group.getByLabel('Имя параметра').fill('__proto__.x')
  await group.getByLabel('Значение').fill('1')
  await submitRule(form)
  await page.goto('/profile/devices')
  await expect(page.getByRole('heading', { level: 1, name: 'Привязанные устройства' })).toBeVisible()
  await openSection(page, 'Журнал')
  await panel(page).getByRole('button', { name: 'Список устройств' }).first().click()
  await expect(panel(page).getByRole('row').filter({ hasText: 'Сделать правило' })).toContainText(
    'Ни одно правило не ответило:Список устройств → 500 «Внутренняя ошибка сервера», каждый вызов, только если параметр запроса __proto__.x = «1»: не выполнено параметр запроса __proto__.x = «1»: параметр запроса __proto__.x нет в запросе',
  )
})
