// A module of its own that imports nothing: the entry's first-screen gate
// (src/lib/after-first-screen.ts) uses it, as does the history's reading.

/** Where no frame comes (a hidden tab, a DOM without rendering), the work goes on after this long. */
const PAINT_WAIT_MS = 100

/**
 * Resumes once the page has painted what was rendered before the call: after the second frame
 * from now (the first holds the render's commit, the second starts after its paint), or after
 * PAINT_WAIT_MS where there are no frames.
 */
export function afterPaint(): Promise<void> {
  return new Promise((resume) => {
    const timer = setTimeout(resume, PAINT_WAIT_MS)
    if (typeof requestAnimationFrame !== 'function') return
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        clearTimeout(timer)
        resume()
      }),
    )
  })
}
