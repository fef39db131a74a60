import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, openSignedIn, test } from './fixtures'
import { openSection, panel } from './studio-panel'
import { useTheme } from './themes'

// Issue 18: when the app's code cannot load, index.html's own screen still lets the customer save a
// report (what the page itself knows) and reach the support chat; the studio reads that file.

test.use({ allowConsoleErrors: [[/ERR_INTERNET_DISCONNECTED/, /Failed to load/], { scope: 'test' }] })

async function failToLoad(page: Page) {
  let failing = true
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) =>
    failing ? route.abort('internetdisconnected') : route.continue(),
  )
  await page.goto('/auth?token=SECRET-HANDOFF-7')
  await expect(page.getByRole('alert')).toContainText('Нет связи с сервером')
  return () => {
    failing = false
  }
}

/** WCAG contrast ratio of two opaque `rgb(r, g, b)` colours. */
function contrast(first: string, second: string) {
  const luminance = (color: string) => {
    const [r = 0, g = 0, b = 0] = (color.match(/\d+/g) ?? []).map((channel) => {
      const value = Number(channel) / 255
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
  const [dark, light] = [luminance(first), luminance(second)].sort((a, b) => a - b)
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05)
}

for (const theme of ['dark', 'light'] as const) {
  test(`the failed-load screen is axe-clean and works by keyboard (${theme}, 375 px)`, async ({ page }) => {
    await useTheme(page, theme)
    await page.setViewportSize({ width: 375, height: 812 })
    await failToLoad(page)
    await expectNoAxeViolations(page, `failed load (${theme})`)
    const alert = page.getByRole('alert')
    await alert.getByRole('button', { name: 'Обновить страницу' }).focus()
    await page.keyboard.press('Tab')
    await expect(alert.getByRole('link', { name: /чат поддержки/ })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(alert.getByRole('button', { name: 'Скачать отчёт' })).toBeFocused()
    // The secondary button has no fill: its border must stand out from the page (WCAG 1.4.11).
    const border = await alert
      .getByRole('button', { name: 'Скачать отчёт' })
      .evaluate((button) => [getComputedStyle(button).borderTopColor, getComputedStyle(document.body).backgroundColor])
    expect(contrast(border[0] ?? '', border[1] ?? '')).toBeGreaterThanOrEqual(3)
  })
}

test('the failed-load screen saves a report without the hand-over token, and the studio reads it', async ({ page }) => {
  const recover = await failToLoad(page)
  const alert = page.getByRole('alert')
  await expect(alert.getByRole('link', { name: /чат поддержки/ })).toHaveAttribute(
    'href',
    'https://t.me/gamehost_support',
  )
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    alert.getByRole('button', { name: 'Скачать отчёт' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^lk-report-\d{4}-\d\d-\d\d_\d\d-\d\d\.har$/)
  const file = (await download.path()) ?? ''
  const text = await readFile(file, 'utf8')
  expect(text).not.toContain('SECRET-HANDOFF-7')
  const { log } = JSON.parse(text) as { log: Record<string, unknown> }
  expect(log).toMatchObject({ version: '1.2', entries: [], _device: { build: expect.stringMatching(/^index-/) } })
  expect(log._events).toContainEqual(
    expect.objectContaining({
      type: 'error',
      message: expect.stringMatching(/^Не загрузился код приложения: .*index-/),
    }),
  )

  recover()
  await openSignedIn(page)
  await openSection(page, 'Импорт HAR')
  await panel(page).getByLabel('Выбрать HAR-файл').setInputFiles(file)
  await panel(page).getByRole('button', { name: 'Применить' }).click()
  await openSection(page, 'Журнал')
  const report = panel(page).getByRole('region', { name: 'Отчёт клиента' })
  await expect(report.getByRole('row', { name: /Ошибка в приложении Не загрузился код приложения/ })).toBeVisible()
  await expect(report.getByRole('row', { name: /Открыл страницу \/auth( |$)/ })).toBeVisible()
  await expect(report.getByRole('term').filter({ hasText: 'Сборка' }).locator('+ dd')).toHaveText(/^index-.*\.js$/)
})
