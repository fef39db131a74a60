import type { Page } from '@playwright/test'
import { expect, openSignedIn, test } from './fixtures'
import { devicesFailed, failDevicesRule, ruleList } from './studio-controls'
import { copyLink, openSection, panel } from './studio-panel'

// "С вероятностью P %": the draws come from the rule's seed, which travels in the link, so whoever
// opens the link sees the same calls fail in the same order, counted from when the page opened.
// At 50 % with seed 7 the devices calls go: fail, fail, answer (mocks/studio/rules/chance.ts).

const FAILED = 'Сервис устройств недоступен'
const CHANCE = `Список устройств → 500 «${FAILED}», с вероятностью 50 % (зерно 7)`

/** "Повторить" once, and the devices call it makes has its answer (one call at a time, in order). */
async function retry(page: Page) {
  await Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/Auth/devices')),
    page.getByRole('button', { name: 'Повторить' }).click(),
  ])
}

/**
 * The customer's devices screen from its load on: two failures, each retried, then the list. Each
 * retry waits for its call's answer, so a call that answered otherwise shows at once: a list where a
 * failure was due leaves no "Повторить" to press.
 */
async function expectFailFailThenList(page: Page) {
  for (let call = 1; call <= 2; call++) {
    await expect(devicesFailed(page, FAILED)).toBeVisible()
    await retry(page)
  }
  await expect(page.getByRole('list', { name: 'Устройства' })).toBeVisible()
  await expect(devicesFailed(page, FAILED)).toHaveCount(0)
}

test('a chance rule fails the same calls in the same order for whoever opens its link', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
  await openSignedIn(page)
  await failDevicesRule(page, FAILED, async (form) => {
    await form.getByLabel('Какие вызовы').selectOption({ label: 'С вероятностью P %' })
    await form.getByLabel('Вероятность, %').fill('50')
    await form.getByLabel(/^Зерно/).fill('7')
  })
  await expect(ruleList(page)).toContainText(CHANCE)
  await page.goto('/profile/devices')
  await expectFailFailThenList(page)

  await openSection(page, 'Ссылка')
  const link = await copyLink(page)
  // The rule is gone from this browser: a fresh page gets it, seed and all, from the link alone.
  await openSection(page, 'Правила')
  await panel(page).getByRole('button', { name: 'Удалить все правила' }).click()
  await expect(ruleList(page).getByRole('listitem')).toHaveCount(0)
  // Closed, so that focus never moves between two pages: a page regaining it asks for its data again.
  await page.close()
  const receiver = await context.newPage()
  await receiver.goto(link)
  await expect(receiver).toHaveURL((url) => url.pathname === '/profile/devices')
  await expectFailFailThenList(receiver)
})
