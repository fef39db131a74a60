import type { Page } from '@playwright/test'

/**
 * Tabs through the page (forwards, or backwards with Shift) once round, and lists each focused
 * control of which no part can be seen: at every point of a grid over its box that lies in the
 * viewport, the page's topmost element is something else (the sticky header, the bottom bar, a
 * toast) or there is no such point at all.
 */
export async function obscuredFocusStops(page: Page, key: 'Tab' | 'Shift+Tab') {
  await page.evaluate(() => {
    ;(document.activeElement as HTMLElement | null)?.blur()
    Object.assign(window, { __focusSeen: [] as Element[] })
  })
  const obscured: string[] = []
  for (let press = 0; press < 80; press += 1) {
    await page.keyboard.press(key)
    const stop = await page.evaluate(async () => {
      // The focus scroll and any layout it causes are done a frame later.
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
      const element = document.activeElement
      const seen = (window as unknown as { __focusSeen: Element[] }).__focusSeen
      if (!element || element === document.body || seen.includes(element)) return null
      seen.push(element)
      // A visually hidden native input is seen through its label.
      const label = element instanceof HTMLInputElement ? element.labels?.[0] : undefined
      const shapes = [element, label].filter((shape): shape is Element => Boolean(shape))
      const visible = shapes.some((shape) => {
        const box = shape.getBoundingClientRect()
        for (let row = 0; row < 5; row += 1) {
          for (let column = 0; column < 5; column += 1) {
            const x = box.left + ((column + 0.5) * box.width) / 5
            const y = box.top + ((row + 0.5) * box.height) / 5
            if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue
            const top = document.elementFromPoint(x, y)
            if (top && (shape === top || shape.contains(top))) return true
          }
        }
        return false
      })
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)
      return { visible, label: `<${element.tagName.toLowerCase()}> "${name}"` }
    })
    if (!stop) break
    if (!stop.visible) obscured.push(stop.label)
  }
  return obscured
}
