// Runs before the app bundle so the stored theme is painted first (no flash of the wrong theme).
;(function () {
  var theme = 'dark'
  try {
    if (localStorage.getItem('theme') === 'light') theme = 'light'
  } catch (_error) {
    // Storage can be blocked (private mode, policies): keep the default dark theme.
  }
  document.documentElement.setAttribute('data-theme', theme)
})()
