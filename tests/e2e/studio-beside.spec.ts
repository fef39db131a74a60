import type { Page } from '@playwright/test'
import { expect, openReproduction, openSignedIn, test } from './fixtures'
import { openSection, panel, toggle } from './studio-panel'

// The studio sits beside the screen it reproduces, never on it: docked at the right at desktop
// widths (the page makes room), a tab in the page's margin and a sheet on a phone.

/**
 * Every control and every piece of text of the app in view whose centre is not the app's own: what
 * the studio covers. Also what the studio's closed tab overlaps anywhere, however little.
 */
function covered(page: Page) {
  return page.evaluate(() => {
    const studio = document.getElementById('lk-mock-panel')
    const app = document.getElementById('root')
    if (!studio || !app) return ['no studio or no app']
    const inView = (rect: DOMRect) =>
      rect.width > 0 &&
      rect.height > 0 &&
      rect.bottom > 0 &&
      rect.right > 0 &&
      rect.top < innerHeight &&
      rect.left < innerWidth
    const boxes: { what: string; rect: DOMRect }[] = []
    for (const element of app.querySelectorAll<HTMLElement>(
      'a, button, input, select, textarea, label, [role="button"]',
    )) {
      boxes.push({
        what: `${element.tagName} «${element.textContent?.trim().slice(0, 40) ?? ''}»`,
        rect: element.getBoundingClientRect(),
      })
    }
    const walker = document.createTreeWalker(app, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      for (const rect of range.getClientRects())
        boxes.push({ what: `text «${node.textContent.trim().slice(0, 40)}»`, rect })
    }
    const tab = studio.querySelector('button')?.getBoundingClientRect()
    const overlaps = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
    return boxes
      .filter(({ rect }) => inView(rect) && getComputedStyle(document.body).visibility !== 'hidden')
      .flatMap(({ what, rect }) => {
        const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2)
        const under = hit !== null && studio.contains(hit)
        const touched = tab !== undefined && !studio.querySelector('section') && overlaps(rect, tab)
        return under || touched ? [what] : []
      })
  })
}

const SCREENS = ['/', '/profile', '/profile/devices', '/wallet/history', '/no-such-page']

/**
 * Each width the app's page has had on screen, from its first screen on (its main landmark shown):
 * read every frame, from the next page load.
 */
async function recordPageWidths(page: Page) {
  await page.addInitScript(() => {
    const widths: number[] = []
    Object.assign(window, { pageWidths: widths })
    const read = () => {
      // A screen on show: the app's, or one painted from the HTML (a hidden one waits for the app).
      const shown = [...document.querySelectorAll('main')].some((main) => main.checkVisibility())
      const width = shown ? document.getElementById('root')?.clientWidth : undefined
      if (width !== undefined && width !== widths.at(-1)) widths.push(width)
      requestAnimationFrame(read)
    }
    requestAnimationFrame(read)
  })
  return () => page.evaluate(() => (window as unknown as { pageWidths: number[] }).pageWidths)
}

test.describe('at 375 px the closed studio covers nothing of the app', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('on the sign-in, registration and reset screens', async ({ page }) => {
    await page.goto('/auth')
    await expect(toggle(page)).toBeVisible()
    expect(await covered(page)).toEqual([])
    await page.getByRole('tab', { name: 'Регистрация' }).click()
    expect(await covered(page)).toEqual([])
    await page.goto('/reset-password')
    await expect(toggle(page)).toBeVisible()
    expect(await covered(page)).toEqual([])
  })

  test('on every signed-in screen, at its top and scrolled to its end', async ({ page }) => {
    await openSignedIn(page)
    for (const screen of SCREENS) {
      await page.goto(screen)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(toggle(page)).toBeVisible()
      expect.soft(await covered(page), `${screen}, at its top`).toEqual([])
      await page.evaluate(() => scrollTo(0, document.body.scrollHeight))
      expect.soft(await covered(page), `${screen}, scrolled to its end`).toEqual([])
    }
  })

  test('the tab moves along the edge and stays there; the sheet lowers to show the screen', async ({ page }) => {
    await openSignedIn(page)
    const before = await toggle(page).boundingBox()
    await toggle(page).focus()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await expect.poll(async () => (await toggle(page).boundingBox())?.y).toBeGreaterThan((before?.y ?? 0) + 40)
    const moved = await toggle(page).boundingBox()
    await page.reload()
    await expect.poll(async () => (await toggle(page).boundingBox())?.y).toBe(moved?.y)

    await toggle(page).click()
    await expect(panel(page)).toBeVisible()
    await panel(page).getByRole('button', { name: 'Опустить' }).click()
    const heading = page.getByRole('heading', { level: 1, name: /^Здравствуйте/ })
    const box = await heading.boundingBox()
    const topmost = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x ?? 0, y ?? 0)?.closest('h1')?.textContent ?? '',
      [(box?.x ?? 0) + 20, (box?.y ?? 0) + (box?.height ?? 0) / 2],
    )
    expect(topmost).toMatch(/^Здравствуйте/)
    await panel(page).getByRole('button', { name: 'Поднять' }).click()
    await expect(panel(page).getByRole('navigation', { name: 'Разделы панели' })).toBeVisible()
  })
})

test.describe('at 1280 px the open studio docks beside the app', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('on every signed-in screen nothing of the app is under the open panel', async ({ page }) => {
    await openSignedIn(page)
    await toggle(page).click()
    for (const screen of SCREENS) {
      // The panel stays open from one page load to the next.
      await page.goto(screen)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(panel(page)).toBeVisible()
      expect.soft(await covered(page), screen).toEqual([])
    }
  })

  test('the page has its width beside the studio from its first screen, whether the panel comes closed or open', async ({
    page,
  }) => {
    await openSignedIn(page)
    const pageWidths = await recordPageWidths(page)
    await page.reload()
    await expect(toggle(page)).toBeVisible()
    expect(await pageWidths()).toEqual([1280 - 36])

    await toggle(page).click()
    await page.reload()
    await expect(panel(page)).toBeVisible()
    expect(await pageWidths()).toEqual([1280 - 420])
  })

  test('a reproduction link opens its page beside the open studio from the first screen', async ({ page }) => {
    const pageWidths = await recordPageWidths(page)
    await openReproduction(page, { page: '/wallet/history' })
    await expect(panel(page).getByText(/^Воспроизведение открыто/)).toBeVisible()
    expect(await pageWidths()).toEqual([1280 - 420])
  })

  test('the panel is resized by its edge and keeps its width; the page keeps clear of it', async ({ page }) => {
    await openSignedIn(page)
    await toggle(page).click()
    const edge = panel(page).getByRole('separator', { name: 'Ширина панели' })
    const width = Number(await edge.getAttribute('aria-valuenow'))
    await edge.focus()
    for (let step = 0; step < 5; step += 1) await page.keyboard.press('ArrowLeft')
    await expect(edge).toHaveAttribute('aria-valuenow', String(width + 80))
    const main = page.getByRole('main')
    const dock = await panel(page).boundingBox()
    expect(((await main.boundingBox())?.x ?? 0) + ((await main.boundingBox())?.width ?? 0)).toBeLessThanOrEqual(
      dock?.x ?? 0,
    )

    await page.reload()
    await expect(panel(page)).toBeVisible()
    await expect(panel(page).getByRole('separator', { name: 'Ширина панели' })).toHaveAttribute(
      'aria-valuenow',
      String(width + 80),
    )
  })

  test('the panel comes back on its section, scrolled as it was, its section buttons in view', async ({ page }) => {
    await openSignedIn(page)
    await openSection(page, 'Правила')
    const sections = panel(page).getByRole('navigation', { name: 'Разделы панели' })
    const form = panel(page).getByRole('form', { name: 'Новое правило' })
    await form.scrollIntoViewIfNeeded()
    await expect(sections).toBeInViewport()
    const top = await sections.boundingBox()

    await page.reload()
    await expect(panel(page)).toBeVisible()
    await expect(sections.getByRole('button', { name: 'Правила' })).toHaveAttribute('aria-pressed', 'true')
    await expect(form).toBeInViewport()
    expect(await sections.boundingBox()).toEqual(top)
  })
})
