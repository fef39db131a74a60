// The shell can be detached into a window of its own (the button beside its settings), where it stays
// usable while the app shows a modal dialog: a modal <dialog> makes everything else on its page inert,
// the shell included, and a popover above it stays inert too (whatwg/html#9936, TanStack/devtools#369).
// TanStack copies the page's stylesheets into that window when it opens it; the app's panels there
// need more: the styles loaded later (a section's CSS, when it is first opened, or changed by a hot
// reload) and the theme the page switches to.

const isStylesheet = (node: Node): node is HTMLStyleElement | HTMLLinkElement =>
  node instanceof HTMLStyleElement || (node instanceof HTMLLinkElement && node.rel === 'stylesheet')

/** Keeps `target` (another window's document) styled and themed as this page; returns the stop. */
export function followPageStyles(target: Document): () => void {
  const copies = new Map<Node, HTMLStyleElement | HTMLLinkElement>()
  const copy = (node: Node) => {
    if (!isStylesheet(node)) return
    const clone = target.importNode(node, true)
    copies.set(node, clone)
    target.head.append(clone)
  }
  const theme = () => {
    const value = document.documentElement.getAttribute('data-theme')
    if (value) target.documentElement.setAttribute('data-theme', value)
  }
  theme()
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.target === document.documentElement) theme()
      record.addedNodes.forEach(copy)
      record.removedNodes.forEach((node) => {
        copies.get(node)?.remove()
        copies.delete(node)
      })
      const changed = copies.get(record.target)
      if (changed) changed.textContent = record.target.textContent
    }
  })
  observer.observe(document.head, { childList: true, subtree: true })
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] })
  return () => observer.disconnect()
}

/**
 * Follows the page's styles into whichever other document `element` is moved to (the shell moves its
 * panels, DOM and all, when it detaches or comes back); returns the stop.
 */
export function stylesFollow(element: HTMLElement): () => void {
  let following: { shown: Document; stop: () => void } | undefined
  const check = () => {
    const shown = element.ownerDocument
    if (following?.shown === shown) return
    following?.stop()
    following = shown === document ? undefined : { shown, stop: followPageStyles(shown) }
  }
  check()
  // The move takes the element out of this page's body (its shell panel goes with it).
  const observer = new MutationObserver(check)
  observer.observe(document.body, { childList: true, subtree: true })
  return () => {
    observer.disconnect()
    following?.stop()
  }
}
