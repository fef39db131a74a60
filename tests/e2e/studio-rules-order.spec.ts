import type { Page } from '@playwright/test'
import { expect, openSignedIn, test } from './fixtures'
import { devicesFailed, failDevicesRule, ruleList } from './studio-controls'
import { openSection, panel } from './studio-panel'

// Rules are tried top to bottom: support reorders them by "Выше" and "Ниже" (keyboard or pointer) or
// by dragging one onto another, and the rule now on top is the one that answers the customer's call.

const UNAVAILABLE = 'Сервис устройств недоступен'
const MAINTENANCE = 'Устройства на обслуживании'
const described = (message: string) => `Список устройств → 500 «${message}», каждый вызов`
/** A rule by its own words (the other rule's item quotes them too, saying which one wins). */
const rule = (page: Page, message: string) =>
  ruleList(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('checkbox', { name: `Включено: ${described(message)}` }) })

/** Two rules for the devices call; the customer's devices screen shows the first one's answer. */
async function twoRulesOnDevices(page: Page) {
  await openSignedIn(page)
  await failDevicesRule(page, UNAVAILABLE)
  await failDevicesRule(page, MAINTENANCE)
  await expect(rule(page, MAINTENANCE)).toContainText('Не ответит, когда подходит и правило выше')
  await page.goto('/profile/devices')
  await expect(devicesFailed(page, UNAVAILABLE)).toBeVisible()
  await openSection(page, 'Правила')
}

/** The customer asks again ("Повторить") and reads the answer of the rule now on top. */
async function customerRetriesAndSees(page: Page, message: string) {
  await page.getByRole('button', { name: 'Повторить' }).click()
  await expect(devicesFailed(page, message)).toBeVisible()
}

test('"Выше" puts the lower rule on top and the customer gets its answer; "Ниже" by keyboard puts it back', async ({
  page,
}) => {
  await twoRulesOnDevices(page)
  const up = ruleList(page).getByRole('button', { name: `Выше: ${described(MAINTENANCE)}` })
  await up.click()
  await expect(ruleList(page).getByRole('listitem').first()).toContainText(MAINTENANCE)
  await expect(rule(page, UNAVAILABLE)).toContainText('Не ответит, когда подходит и правило выше')
  await expect(panel(page).getByRole('status').filter({ hasText: 'Правило на месте 1 из 2' })).toContainText(
    MAINTENANCE,
  )
  // On top now: the button stays where focus is, marked unavailable.
  await expect(up).toBeFocused()
  await expect(up).toHaveAttribute('aria-disabled', 'true')
  await customerRetriesAndSees(page, MAINTENANCE)

  await ruleList(page)
    .getByRole('button', { name: `Ниже: ${described(MAINTENANCE)}` })
    .press('Enter')
  await expect(ruleList(page).getByRole('listitem').first()).toContainText(UNAVAILABLE)
  await customerRetriesAndSees(page, UNAVAILABLE)
})

test('a rule dragged onto the one above takes its place and answers the call', async ({ page }) => {
  await twoRulesOnDevices(page)
  await rule(page, MAINTENANCE).dragTo(rule(page, UNAVAILABLE))
  await expect(ruleList(page).getByRole('listitem').first()).toContainText(MAINTENANCE)
  await customerRetriesAndSees(page, MAINTENANCE)
})
