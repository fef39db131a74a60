// Runs in the page before the app (CDP's Page.addScriptToEvaluateOnNewDocument): collects what the
// scale benchmark reports, from navigation on. Plain browser JS, no imports.
;(() => {
  const probe = { longTasks: [], frames: [], events: [], rowAt: undefined }
  window.__scaleProbe = probe
  const observe = (type, into, options = {}) => {
    try {
      new PerformanceObserver((list) =>
        into.push(
          ...list.getEntries().map((entry) => ({
            start: entry.startTime,
            duration: entry.duration,
            name: entry.name,
          })),
        ),
      ).observe({ type, buffered: true, ...options })
    } catch {
      // An entry type this browser lacks: its column stays empty.
    }
  }
  observe('longtask', probe.longTasks)
  observe('long-animation-frame', probe.frames)
  observe('event', probe.events, { durationThreshold: 16 })

  // The first data row (a list item or row holding a date) painted: the frame after it entered the DOM.
  const ROW = 'main :is(li, [role="listitem"], [role="row"]):has(time)'
  const watcher = new MutationObserver(() => {
    if (!document.querySelector(ROW)) return
    watcher.disconnect()
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        probe.rowAt = performance.now()
      }),
    )
  })
  watcher.observe(document, { childList: true, subtree: true })
})()
