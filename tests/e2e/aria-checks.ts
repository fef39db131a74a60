import type { Page } from '@playwright/test'

// What a second checker (IBM Equal Access, HTML_CodeSniffer) finds where axe, on purpose, does not:
// ARIA references to elements that are not there, and landmarks and articles without distinct names.

const REFERENCES = ['aria-controls', 'aria-labelledby', 'aria-describedby', 'aria-owns', 'aria-activedescendant']

/** Each id an ARIA reference names that no element in the page has. */
export function missingReferences(page: Page) {
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
export async function unnamedOrAlike(page: Page) {
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
