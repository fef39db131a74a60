import type { Page } from '@playwright/test'
import { expect, openSignedIn, test } from './fixtures'
import { addCondition, ruleList, startRule, submitRule } from './studio-controls'
import { openSection, panel, toggle } from './studio-panel'
import { expectAxeCleanInEachTheme } from './themes'

// Each new control of the rules and the journal open, by keyboard where support would use it, and
// axe on it: both themes, phone and desktop.

/** Home, signed in, at this width. */
async function signedInAt(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 })
  await openSignedIn(page)
}

for (const width of [1280, 375]) {
  const where = `${width}px`

  test(`the rule form and the rule list, with its order controls, are axe-clean at ${where} in both themes`, async ({
    page,
  }) => {
    await signedInAt(page, width)
    const form = await startRule(page, /^Список устройств/, 'Свой ответ')
    await form.getByLabel('Тело ответа').fill('{"status": "ok", "data": 42}')
    await expect(form.getByRole('list', { name: 'Проверка ответа' })).toContainText('Приложение не примет')
    await addCondition(form, 1, { field: 'amount', op: '≥ (число)', value: '10000' })
    await form.getByLabel('Какие вызовы').selectOption({ label: 'С вероятностью P %' })
    await expectAxeCleanInEachTheme(page, `own answer, condition, chance, ${where}`)

    await form.getByRole('button', { name: 'Убрать условие 1' }).click()
    await form.getByLabel('Какие вызовы').selectOption({ label: 'Каждый вызов' })
    await submitRule(form)
    await ruleList(page)
      .getByRole('button', { name: /^Копия правила/ })
      .click()
    await ruleList(page).getByRole('checkbox').nth(1).check()
    await expect(ruleList(page)).toContainText('Не ответит, когда подходит и правило выше')
    await ruleList(page)
      .getByRole('button', { name: /^Ниже:/ })
      .first()
      .press('Enter')
    // Now the last: its "Ниже" keeps the focus, marked unavailable.
    const down = ruleList(page)
      .getByRole('button', { name: /^Ниже:/ })
      .nth(1)
    await expect(down).toBeFocused()
    await expect(down).toHaveAttribute('aria-disabled', 'true')
    await expectAxeCleanInEachTheme(page, `rule list, ${where}`)
  })

  test(`a paused call and a call opened whole are axe-clean at ${where} in both themes`, async ({ page }) => {
    await signedInAt(page, width)
    await submitRule(await startRule(page, /^Список устройств/, 'Спросить меня'))
    await page.keyboard.press('Escape')
    await page.goto('/profile/devices')
    await expect(toggle(page)).toHaveText(/ждут ответа: 1$/)
    await toggle(page).focus()
    await page.keyboard.press('Enter')
    const waiting = panel(page).getByRole('form', { name: 'Ждёт ответа: 1. Список устройств' })
    await waiting.getByLabel('Ответить').selectOption({ label: 'Свой ответ' })
    await expectAxeCleanInEachTheme(page, `paused call, ${where}`)
    await waiting.getByLabel('Ответить').selectOption({ label: 'Как обычно' })
    await waiting.getByRole('button', { name: 'Ответить' }).press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: 'Привязанные устройства' })).toBeVisible()

    await openSection(page, 'Журнал')
    await panel(page).getByRole('button', { name: 'Список устройств' }).first().press('Enter')
    await expect(panel(page).getByRole('button', { name: 'Сделать правило' })).toBeVisible()
    await expectAxeCleanInEachTheme(page, `journal call, ${where}`)
  })
}
