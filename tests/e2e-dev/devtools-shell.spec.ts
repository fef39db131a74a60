import { expect, test, type Page } from '@playwright/test'
import { withSeededSession } from '../e2e/fixtures'

/**
 * The app's controls in view whose middle or corners are covered by anything but the app's own
 * header and menus (under which the page scrolls by design): a floating devtools button, say.
 */
function coveredControls(page: Page) {
  return page.evaluate(() => {
    const chrome = (element: Element) => element.closest('#root header, #root nav') !== null
    const controls = [...document.querySelectorAll('#root :is(a[href], button, input, select, textarea)')]
    return controls.flatMap((control) => {
      const box = control.getBoundingClientRect()
      if (!box.width || !box.height) return []
      // The middle and a point inside each edge (corners may be rounded off, and hit tests follow that).
      const [x, y] = [box.left + box.width / 2, box.top + box.height / 2]
      const points: [number, number][] = [
        [x, y],
        [box.left + 4, y],
        [box.right - 4, y],
        [x, box.top + 4],
        [x, box.bottom - 4],
      ]
      const inView = points.filter(([px, py]) => px >= 0 && py >= 0 && px < innerWidth && py < innerHeight)
      const covered = inView.some(([px, py]) => {
        const top = document.elementFromPoint(px, py)
        return top !== null && !control.contains(top) && !(chrome(top) && !chrome(control))
      })
      return covered ? [control.textContent?.trim() || control.getAttribute('aria-label') || control.tagName] : []
    })
  })
}

const errors: string[] = []
test.beforeEach(({ page }) => {
  errors.length = 0
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
})
test.afterEach(() => expect(errors, 'The page reported errors').toEqual([]))

test("no devtools control covers the app's controls at 375 and 1280 px, and the shell shows the studio", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await withSeededSession(page)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: /^Здравствуйте, .+!$/ })).toBeVisible()
  await expect(page.getByText('Загрузка услуг')).toHaveCount(0)
  const bar = page.getByRole('complementary', { name: 'Разработка' })
  const toggle = bar.getByRole('button', { name: 'Инструменты разработчика' })
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    await expect(toggle).toBeVisible()
    if (width < 768) await expect(page.getByRole('button', { name: 'Открыть меню' })).toBeVisible()
    expect(await coveredControls(page), `covered at ${width} px`).toEqual([])
    // The support pill belongs to preview builds; here the studio is a tab of the shell.
    await expect(page.getByRole('button', { name: /^Мок:/ })).toHaveCount(0)
  }

  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  const studio = page.getByRole('region', { name: 'Мок-бэкенд' })
  await expect(studio.getByRole('button', { name: 'Правила' })).toBeVisible()
  await studio.getByRole('button', { name: 'Журнал' }).click()
  await expect(studio.getByRole('button', { name: 'Журнал' })).toHaveAttribute('aria-pressed', 'true')
  await expect(studio.getByRole('button', { name: 'Данные' })).toBeVisible()
})
