/**
 * Shown while a route waits for its data longer than the router's pending delay. It looks like
 * index.html's static loading screen of the first load (both styled in global.css).
 */
export function PageLoader() {
  return (
    <div className="loading" role="status">
      <span className="loading-spinner" aria-hidden="true" />
      <span>Загрузка…</span>
    </div>
  )
}
