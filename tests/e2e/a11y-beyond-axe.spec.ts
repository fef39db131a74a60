import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { obscuredFocusStops } from './focus-obscured'
import { openScreen, SCREENS } from './screens'

// What a second checker (IBM Equal Access, HTML_CodeSniffer) finds where axe, on purpose, does not:
// ARIA references to elements that are not there, landmarks and articles without distinct names,
// and, WCAG 2.2's "Focus Not Obscured", a focused control hidden under the sticky header, the bottom
// bar or a toast.

const REFERENCES = ['aria-controls', 'aria-labelledby', 'aria-describedby', 'aria-owns', 'aria-activedescendant']

/** Each id an ARIA reference names that no element in the page has. */
function missingReferences(page: Page) {
  return page.evaluate((attributes) => {
    const missing: string[] = []
    for (const attribute of attributes) {
      for (const element of document.querySelectorAll(`[${attribute}]`)) {
        for (const id of (element.getAttribute(attribute) ?? '').split(/\s+/).filter(Boolean)) {
          if (!document.getElementById(id)) missing.push(`<${element.tagName.toLowerCase()}> ${attribute}="${id}"`)
        }
      }
    }
    return missing
  }, REFERENCES)
}

const LANDMARKS = ['banner', 'complementary', 'contentinfo', 'form', 'main', 'navigation', 'region', 'search']

/** Roles (landmarks and articles) that appear more than once with the same name, or with none. */
async function unnamedOrAlike(page: Page) {
  const tree = await page.locator('body').ariaSnapshot()
  const found = [...tree.matchAll(/^\s*- (\w+)(?: "((?:[^"\\]|\\.)*)")?/gm)].flatMap(([, role = '', name]) =>
    LANDMARKS.includes(role) || role === 'article' ? [{ role, name }] : [],
  )
  const problems: string[] = []
  for (const { role, name } of found) {
    const alike = found.filter((other) => other.role === role && other.name === name).length
    // One main, one banner: a name tells them from nothing. Everything else needs one.
    if (name === undefined && alike === 1 && (role === 'main' || role === 'banner' || role === 'contentinfo')) continue
    if (name === undefined) problems.push(`${role} without a name`)
    else if (alike > 1) problems.push(`${alike}× ${role} "${name}"`)
  }
  return [...new Set(problems)]
}

for (const screen of SCREENS) {
  for (const width of [1280, 375]) {
    test(`${screen.name} (${screen.path}), ${width}px: ARIA references, landmark and article names`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width > 600 ? 800 : 740 })
      await openScreen(page, screen)
      expect.soft(await missingReferences(page), 'ARIA references to elements not in the page').toEqual([])
      expect(await unnamedOrAlike(page), 'landmarks and articles a screen reader cannot tell apart').toEqual([])
    })
  }
}

for (const screen of SCREENS) {
  test(`${screen.name} (${screen.path}), 375px: every control the keyboard reaches is at least partly in view`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await openScreen(page, screen)
    expect.soft(await obscuredFocusStops(page, 'Tab'), 'hidden when reached with Tab').toEqual([])
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    expect(await obscuredFocusStops(page, 'Shift+Tab'), 'hidden when reached with Shift+Tab').toEqual([])
  })
}
