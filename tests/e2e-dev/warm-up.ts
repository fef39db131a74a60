import { chromium, type FullConfig } from '@playwright/test'

const STARTUP = { timeout: 180_000 }

/**
 * A fresh dev server compiles each module on its first request (and its dependency optimizer may
 * reload the page): the screens the tests open are loaded once here, so the tests wait for the
 * app, not for the compiler.
 */
export default async function warmUp(config: FullConfig) {
  const { baseURL, launchOptions } = config.projects[0]?.use ?? {}
  const browser = await chromium.launch(launchOptions)
  const page = await browser.newPage()
  await page.goto(`${baseURL}/auth`)
  await page.getByRole('button', { name: 'Войти', exact: true }).waitFor(STARTUP)
  await page.addInitScript(() => localStorage.setItem('access_token', 'seed-win'))
  await page.goto(`${baseURL}/`)
  await page.getByRole('heading', { level: 1, name: /^Здравствуйте/ }).waitFor(STARTUP)
  await page.getByRole('button', { name: 'Инструменты разработчика' }).click(STARTUP)
  await page.getByRole('button', { name: 'Журнал' }).click(STARTUP)
  await page.getByRole('button', { name: 'Данные' }).click(STARTUP)
  await browser.close()
}
