import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/**
 * The page's scroll position once it has stopped moving. A wheel or a key scrolls smoothly, and
 * Playwright returns before that animation ends (see `mouse.wheel`): read at once, the position is
 * a moment of the animation, and the place the app later saves and restores lies further on.
 * An animated scroll moves every frame, so two frames without a change mean it has ended.
 */
export async function settledScrollY(page: Page): Promise<number> {
  let settled = NaN
  await expect
    .poll(async () => {
      const [before, after] = await page.evaluate(
        () =>
          new Promise<[number, number]>((resolve) => {
            const before = window.scrollY
            requestAnimationFrame(() => requestAnimationFrame(() => resolve([before, window.scrollY])))
          }),
      )
      settled = after
      return before === after
    })
    .toBe(true)
  return settled
}
