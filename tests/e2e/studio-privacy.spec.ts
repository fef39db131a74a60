import type { Page } from '@playwright/test'
import { expect, openSignedIn, test } from './fixtures'
import {
  closePanel,
  onHomeAtEachWidth,
  copyLink,
  linkTest,
  openSection,
  panel,
  signInAgainAsDemo,
} from './studio-panel'
import { expectAxeCleanInEachTheme } from './themes'

// Issue 18: "Скрыть личные данные" is reachable and usable by keyboard and axe-clean, and a masked
// link leaves the receiver able to sign in again with the README's demo / Demo1234.

const privacy = (page: Page) => panel(page).getByRole('checkbox', { name: 'Скрыть личные данные' })

async function openLinkSection(page: Page) {
  const button = await openSection(page, 'Ссылка')
  await expect(privacy(page)).toBeVisible()
  return button
}

test('"Скрыть личные данные" is axe-clean at 375 and 1280 px in both themes and works by keyboard', async ({
  page,
}) => {
  // Axe in both themes and a keyboard run, at two widths.
  test.slow()
  await openSignedIn(page)
  // Tried by keyboard at each width.
  await onHomeAtEachWidth(page, async (width) => {
    const sectionButton = await openLinkSection(page)
    await expectAxeCleanInEachTheme(page, `privacy switch (${width})`)

    await sectionButton.focus()
    await page.keyboard.press('Tab')
    await expect(privacy(page)).toBeFocused()
    await expect(privacy(page)).toBeChecked()
    await expect(privacy(page)).toHaveAccessibleDescription(/заменяются подставными/)
    await page.keyboard.press('Space')
    await expect(privacy(page)).not.toBeChecked()
    await expect(privacy(page)).toHaveAccessibleDescription(/понесут настоящие личные данные клиента/)
    await expectAxeCleanInEachTheme(page, `privacy switch off (${width})`)
    await page.keyboard.press('Space')
    await expect(privacy(page)).toBeChecked()
    await page.keyboard.press('Tab')
    await expect(panel(page).getByRole('button', { name: 'Скопировать ссылку' })).toBeFocused()
  })
})

linkTest(
  "after a customer's HAR and a masked link, the receiver signs in again as demo / Demo1234",
  async ({ page, openAsReceiver }) => {
    await openSignedIn(page)
    await openSection(page, 'Импорт HAR')
    await panel(page).getByLabel('Выбрать HAR-файл').setInputFiles('tests/fixtures/customer.har')
    await panel(page).getByRole('button', { name: 'Применить' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Здравствуйте, Ольга!')
    await closePanel(page)
    await page.goto('/profile')
    await openLinkSection(page)
    await expect(privacy(page)).toBeChecked()
    const link = await copyLink(page)

    const receiver = await openAsReceiver(link)
    await expect(receiver.getByText('Воспроизведение открыто', { exact: false })).toBeVisible()
    // The customer had Google 2FA on: the panel's hint gives the mock's code, as for any account.
    await signInAgainAsDemo(receiver)
    await expect(receiver.getByRole('heading', { level: 1 })).toHaveText('Здравствуйте, Имя1!')
  },
)
