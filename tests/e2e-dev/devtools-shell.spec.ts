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
      // On screen: in the viewport and in the app's root, which clips what the app hides above its top.
      const app = document.getElementById('root')?.getBoundingClientRect()
      const top = Math.max(0, app?.top ?? 0)
      const inView = points.filter(([px, py]) => px >= 0 && py >= top && px < innerWidth && py < innerHeight)
      const covered = inView.some(([px, py]) => {
        const above = document.elementFromPoint(px, py)
        return above !== null && !control.contains(above) && !(chrome(above) && !chrome(control))
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

/** At each width, nothing covers the app's controls or the bar's own button. */
async function expectNothingCovered(page: Page) {
  const toggle = page.getByRole('complementary', { name: 'Разработка' }).getByRole('button')
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    await expect(toggle).toBeVisible()
    expect(await coveredControls(page), `covered at ${width} px`).toEqual([])
    // The bar's button takes a click itself (Playwright refuses a click that something covers).
    await toggle.click({ trial: true })
    // The support pill belongs to preview builds; here the studio is a tab of the shell.
    await expect(page.getByRole('button', { name: /^Мок:/ })).toHaveCount(0)
  }
}

test("no devtools control covers the app's controls at 375 and 1280 px, and the shell shows the studio", async ({
  page,
}) => {
  await page.goto('/auth')
  await expect(page.getByRole('button', { name: 'Войти', exact: true })).toBeVisible()
  // Measured once the shell has mounted its own UI too (it loads after the bar).
  await expect(page.getByTestId('tanstack_devtools')).toBeAttached()
  await expectNothingCovered(page)

  await withSeededSession(page)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: /^Здравствуйте, .+!$/ })).toBeVisible()
  await expect(page.getByText('Загрузка услуг')).toHaveCount(0)
  await expect(page.getByTestId('tanstack_devtools')).toBeAttached()
  await page.setViewportSize({ width: 375, height: 800 })
  await expect(page.getByRole('button', { name: 'Открыть меню' })).toBeVisible()
  await expectNothingCovered(page)

  const toggle = page.getByRole('button', { name: 'Инструменты разработчика' })
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  const studio = page.getByRole('region', { name: 'Мок-бэкенд' })
  await expect(studio.getByRole('button', { name: 'Правила' })).toBeVisible()
  await studio.getByRole('button', { name: 'Журнал', exact: true }).click()
  await expect(studio.getByRole('button', { name: 'Журнал', exact: true })).toHaveAttribute('aria-pressed', 'true')
  await expect(studio.getByRole('button', { name: 'Данные' })).toBeVisible()
})

/** Opens the shell from the bar once it has loaded (the app's page is on screen). */
async function openShell(page: Page) {
  await expect(page.getByTestId('tanstack_devtools')).toBeAttached()
  const toggle = page.getByRole('button', { name: 'Инструменты разработчика' })
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
}

/** The Form tab of a shell (the page's, or the window it was detached into): the forms it lists, by id. */
async function openFormTab(shell: Page) {
  await shell.getByRole('button', { name: 'TanStack Form', exact: true }).click()
  return shell.getByText(/^_r_\w+_$/)
}

test('the Form tab lists the sign-in form that was on screen before the tab opened', async ({ page }) => {
  await page.goto('/auth')
  await expect(page.getByRole('button', { name: 'Войти', exact: true })).toBeVisible()
  await openShell(page)
  const forms = await openFormTab(page)
  await expect(forms).toHaveCount(1)
  await forms.click()
  await expect(page.getByText('usernameOrEmail').first()).toBeVisible()
})

test('detached into its own window, the shell works while the app shows a modal dialog', async ({ page }) => {
  await withSeededSession(page)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: /^Здравствуйте, .+!$/ })).toBeVisible()
  await openShell(page)
  const [shell] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Detach TanStack Devtools' }).click(),
  ])

  await page.getByRole('button', { name: 'Пополнить баланс' }).click()
  const dialog = page.getByRole('dialog', { name: 'Пополнение баланса' })
  await dialog.getByLabel('Сумма пополнения').fill('1500')

  const studio = shell.getByRole('region', { name: 'Мок-бэкенд' })
  await studio.getByRole('button', { name: 'Журнал', exact: true }).click()
  await expect(studio.getByRole('button', { name: 'Журнал', exact: true })).toHaveAttribute('aria-pressed', 'true')
  await expect(studio.getByRole('button', { name: 'Данные пользователя' }).first()).toBeVisible()
  // Styled as on the page: the app's dark theme, and the journal's own styles, loaded after the detach.
  await expect(studio).toHaveCSS('background-color', 'rgb(15, 17, 23)')
  await expect(studio.getByRole('table', { name: 'Журнал вызовов, новые сверху' })).toHaveCSS('font-size', '12px')
  const forms = await openFormTab(shell)
  await expect(forms).toHaveCount(1)
  await forms.click()
  await expect(shell.getByText('"1500"').first()).toBeVisible()

  // The page's own dialog is as it was: still modal, and Escape closes it.
  await dialog.getByLabel('Сумма пополнения').press('Escape')
  await expect(dialog).toHaveCount(0)
})

test("the bar takes its room from the first paint: the app's heading never moves as the bar arrives", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 })
  // Every frame from the page's start, where the app's heading is in the document (distinct places only).
  await page.addInitScript(() => {
    const record = window as unknown as { headingTops: number[] }
    record.headingTops = []
    const sample = () => {
      const heading = document.querySelector('#root h1')
      const top = heading ? heading.getBoundingClientRect().top + scrollY : undefined
      if (top !== undefined && record.headingTops.at(-1) !== top) record.headingTops.push(top)
      requestAnimationFrame(sample)
    }
    requestAnimationFrame(sample)
  })
  await withSeededSession(page)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: /^Здравствуйте, .+!$/ })).toBeVisible()
  await expect(page.getByRole('complementary', { name: 'Разработка' }).getByRole('button')).toBeVisible()
  await expect(page.getByTestId('tanstack_devtools')).toBeAttached()
  const tops = await page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
    return (window as unknown as { headingTops: number[] }).headingTops
  })
  expect(tops, 'the heading’s places, frame by frame').toHaveLength(1)
})

test('below 768 px the shell shows one pane at a time, the others a tab away', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/auth')
  await expect(page.getByRole('button', { name: 'Войти', exact: true })).toBeVisible()
  await openShell(page)
  const panes = page.locator('[data-testid^="plugin-pane-"]').filter({ visible: true })
  const studio = page.getByRole('region', { name: 'Мок-бэкенд' })
  await expect(studio).toBeVisible()
  await expect(panes).toHaveCount(1)
  // No tab closes back into the strip, from which the next pick would open beside the pane.
  const tabs = page.getByRole('group', { name: 'Panes in this group' })
  await expect(tabs.getByRole('button', { name: 'Query', exact: true })).toBeVisible()
  await expect(tabs.getByRole('button', { name: /^Close / })).toHaveCount(0)
  // Another plugin: its tab shows it in the same pane, across the width.
  await tabs.getByRole('button', { name: 'Query', exact: true }).click()
  await expect(studio).toBeHidden()
  await expect(panes).toHaveCount(1)
  expect((await panes.boundingBox())?.width).toBeGreaterThan(300)
  await tabs.getByRole('button', { name: 'Мок', exact: true }).click()
  await expect(studio).toBeVisible()
  await expect(panes).toHaveCount(1)
})
