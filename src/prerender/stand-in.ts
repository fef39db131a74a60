/**
 * The inline script of a page painted at build time (build/prerender.ts), written just before its
 * screen as this function's own text: it may use nothing from outside its body, and runs before the
 * app's code has come. The screen stands in for the app until the app has rendered into #root. The
 * app mounts over it instead of hydrating it (docs/performance.md says why), so this hands over
 * what the visitor did there:
 * - a screen whose route guard may send the visitor elsewhere (`guard`: a stored session or none, or
 *   one of its search parameters in the address) shows the loading screen instead of a screen that
 *   would vanish under them (src/ui/loading.css);
 * - the form is not sent by the browser itself, which would put a password into the page's own
 *   address; its buttons have no code yet. The app sends the form, or presses the last button
 *   pressed, once it is there;
 * - what was typed moves into the app's fields, and the focus (with a field's caret) to the same
 *   element of the app's screen;
 * - the app's code is asked for once the screen is on show, or at once when there is nothing to show;
 * - in a mock-backed build, the screen leaves the support studio its room (`studio`).
 * All of it happens right after the app's first commit, before the next paint: the two screens are
 * never seen together, and never both in the page.
 */
export function standIn(
  tokenKey: string,
  guard: { sendsAway: 'signed-in' | 'signed-out'; params: readonly string[] } | null,
  code: { entry: string; preload: string[] },
  studio: { wideWindow: string; railWidth: number; tabMemoryKey: string; linkFragment: string } | null,
) {
  type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement
  const FIELDS = 'input[name], textarea[name], select[name]'
  const page = document.documentElement

  // The app's code is asked for once the screen is on show (index.html asks at once): on a phone's
  // line the page's own bytes come first, and the paint waits for no download. The route's chunks
  // come with the entry, as index.html's route preloader asks for them. Each request costs the main
  // thread up to a few milliseconds (the browser's loader): one a task, the entry first, so that
  // together they make no long task of the moment after the paint.
  let asked = false
  const loadCode = () => {
    if (asked) return
    asked = true
    const entry = document.createElement('script')
    entry.type = 'module'
    entry.crossOrigin = ''
    entry.src = code.entry
    const requests = [
      entry,
      ...code.preload.map((href) => {
        const link = document.createElement('link')
        const style = href.endsWith('.css')
        link.rel = style ? 'preload' : 'modulepreload'
        if (style) link.as = 'style'
        link.crossOrigin = ''
        link.href = href
        return link
      }),
    ]
    const requestNext = () => {
      const next = requests.shift()
      if (next === undefined) return
      document.head.append(next)
      // A hidden page's timers wait up to a second each, and nobody is tapping it: all at once.
      if (document.visibilityState === 'hidden') requestNext()
      else setTimeout(requestNext, 0)
    }
    requestNext()
  }

  // A mock-backed build's support studio holds its room beside the page from the app's start
  // (mocks/studio/panel/shell/page-inset.ts): its closed rail's, which the screen leaves it, so that
  // nothing moves when the app comes; or the docked panel's, when it comes up open (it was open in
  // this tab, or a reproduction link is opening), whose width support chose: the loading screen
  // then waits for it.
  const panelWasOpen = (tabMemoryKey: string) => {
    try {
      return (JSON.parse(sessionStorage.getItem(tabMemoryKey) ?? '{}') as { open?: unknown }).open === true
    } catch {
      return false // Storage blocked, or a broken value: the panel's memory starts from nothing too.
    }
  }
  const beside = studio !== null && matchMedia(studio.wideWindow).matches ? studio : null
  const forStudio =
    beside !== null && (location.hash.startsWith(`#${beside.linkFragment}`) || panelWasOpen(beside.tabMemoryKey))
  if (beside && !forStudio) page.style.setProperty('--page-inset-right', `${beside.railWidth}px`)

  const storedToken = () => {
    try {
      return localStorage.getItem(tokenKey)?.trim()
    } catch {
      return undefined // Storage blocked: nobody is signed in.
    }
  }
  const search = new URLSearchParams(location.search)
  const waits =
    forStudio ||
    (guard !== null &&
      ((guard.sendsAway === 'signed-in') === Boolean(storedToken()) || guard.params.some((name) => search.has(name))))
  if (waits) page.setAttribute('data-first-screen-waits', '')

  // Nothing to show first: a hidden tab paints nothing, and a guarded screen shows only the loader.
  if (document.visibilityState === 'hidden' || waits) loadCode()
  else {
    // The browser reports its first contentful paint once that frame is on show, which can be well
    // after the frame's own callbacks: a download asked for before it delays the paint on a slow
    // phone, and Lighthouse counts it into the paint. The frame's callbacks remain the way for a
    // browser that cannot report it (no observer, no paint timing, or one that throws), and a late
    // fallback for one that never does: whatever the browser, the code comes.
    const watchesPaint = () => {
      try {
        if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return false
        new PerformanceObserver((entries, observer) => {
          if (entries.getEntriesByName('first-contentful-paint').length === 0) return
          observer.disconnect()
          loadCode()
        }).observe({ type: 'paint', buffered: true })
        return true
      } catch {
        return false
      }
    }
    const watched = watchesPaint()
    requestAnimationFrame(() => setTimeout(loadCode, watched ? 1000 : 0))
  }

  const screen = () => document.querySelector('.prerendered')
  const onSubmit = (event: Event) => {
    const form = event.target as HTMLFormElement
    if (!screen()?.contains(form)) return
    event.preventDefault()
    form.setAttribute('data-submitted', '')
  }
  const onClick = (event: Event) => {
    const button = (event.target as Element).closest('button[type="button"]')
    if (!button || !screen()?.contains(button)) return
    screen()?.querySelector('[data-pressed]')?.removeAttribute('data-pressed')
    button.setAttribute('data-pressed', '')
  }
  addEventListener('submit', onSubmit, true)
  addEventListener('click', onClick, true)

  /** The app's elements matching `selector`: the page's, outside the stand-in. */
  const appElements = <T extends Element>(standIn: Element, selector: string) =>
    [...document.querySelectorAll<T>(selector)].filter((element) => !standIn.contains(element))

  /**
   * Sets a field's value as typing does. React keeps its own copy of a controlled field's value on
   * the element; the prototype's setter goes around it, so the input event reaches the form as a change.
   */
  const typeInto = (field: Field, value: string) => {
    const setValue = (text: string) =>
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, text)
    setValue(value)
    field.dispatchEvent(new Event('input', { bubbles: true }))
    // On the app's first commit its fields do not yet follow their form's state (they subscribe in
    // their effects, a frame later): React puts the old value back after the event, though the form
    // holds the new one. Shown as the form holds it, it stays when the field catches up.
    if (field.value !== value) setValue(value)
  }

  const moveFocus = (from: Element, to: HTMLElement) => {
    to.focus({ preventScroll: true })
    try {
      if (
        (from instanceof HTMLInputElement || from instanceof HTMLTextAreaElement) &&
        (to instanceof HTMLInputElement || to instanceof HTMLTextAreaElement)
      )
        to.setSelectionRange(from.selectionStart, from.selectionEnd, from.selectionDirection ?? undefined)
    } catch {
      // Fields without a text selection (email, number) keep the caret where focusing puts it.
    }
  }

  /** Moves the stand-in's field values into the app's; returns the app's form that holds them. */
  const moveFields = (standIn: Element) => {
    const ownFields = appElements<Field>(standIn, FIELDS)
    let form: HTMLFormElement | null = null
    for (const field of standIn.querySelectorAll<Field>(FIELDS)) {
      const own = ownFields.find((candidate) => candidate.name === field.name)
      if (!own || own.type !== field.type) continue
      form ??= own.form
      if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
        if (own instanceof HTMLInputElement && own.checked !== field.checked) own.click()
      } else if (own.value !== field.value) typeInto(own, field.value)
    }
    return form
  }

  /**
   * The app's element in the place of one of the stand-in's: a field by its name, a button or a link
   * by its place among the screen's own, if it is the same one (its text and name).
   */
  const counterpart = (standIn: Element, element: Element | null) => {
    if (!element || !standIn.contains(element)) return undefined
    if (element.matches(FIELDS))
      return appElements<HTMLElement>(standIn, FIELDS).find(
        (own) => own.getAttribute('name') === element.getAttribute('name'),
      )
    const tag = element.tagName.toLowerCase()
    const own = appElements<HTMLElement>(standIn, tag)[[...standIn.querySelectorAll(tag)].indexOf(element)]
    const same =
      own?.textContent === element.textContent && own.getAttribute('aria-label') === element.getAttribute('aria-label')
    return same ? own : undefined
  }

  // The app has rendered once #root holds more than index.html's loading screen (React replaces it in
  // one commit). Mutation records come in a microtask after that commit, before the next paint: the
  // app's screen is never seen beside the stand-in, nor without what was done in it.
  const handOver = (standIn: Element) => {
    removeEventListener('submit', onSubmit, true)
    removeEventListener('click', onClick, true)
    const form = moveFields(standIn)
    const sent = standIn.querySelector('form[data-submitted]') !== null
    const focused = document.activeElement
    const ownFocused = counterpart(standIn, focused)
    const button = counterpart(standIn, standIn.querySelector('button[data-pressed]'))
    standIn.remove()
    if (focused && ownFocused) moveFocus(focused, ownFocused)
    button?.click()
    if (sent) form?.requestSubmit()
  }
  const appRendered = new MutationObserver(() => {
    const standIn = screen()
    const first = document.getElementById('root')?.firstElementChild
    if (!standIn || !first || first.classList.contains('loading-page')) return
    appRendered.disconnect()
    handOver(standIn)
  })
  appRendered.observe(document.body, { childList: true, subtree: true })
}
