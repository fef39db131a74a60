import { expect, openSignedIn, test } from './fixtures'
import { devicesFailed, failDevicesRule, ruleSwitch } from './studio-controls'
import { openSection, panel } from './studio-panel'

// A rule shows at once: the open screen shows what a customer opening it now would see, without a
// reload; the panel says what it read again, and the journal shows those calls.

const UNAVAILABLE = 'Сервис устройств недоступен'

test('on an open /profile/devices a 500 rule shows the error at once; switched off, the list comes back', async ({
  page,
}) => {
  await openSignedIn(page)
  await page.goto('/profile/devices')
  const list = page.getByRole('list', { name: 'Устройства' })
  await expect(list).toBeVisible()
  await page.evaluate(() => Object.assign(window, { notReloaded: true }))

  await failDevicesRule(page, UNAVAILABLE)
  await expect(devicesFailed(page, UNAVAILABLE)).toBeVisible()
  await expect(list).toHaveCount(0)
  await expect(panel(page).getByText(/^Экран обновлён/)).toHaveText(
    'Экран обновлён: заново прочитаны «Список устройств».',
  )

  await openSection(page, 'Журнал')
  const row = panel(page).getByRole('button', { name: 'Список устройств' }).first()
  await expect(row.locator('xpath=ancestor::tr')).toContainText('500')

  await openSection(page, 'Правила')
  await ruleSwitch(page).uncheck()
  await expect(list).toBeVisible()
  await expect(page.getByText(`Не удалось загрузить устройства. ${UNAVAILABLE}`)).toHaveCount(0)
  expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true)
})
