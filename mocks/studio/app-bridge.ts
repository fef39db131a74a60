// The mock and the app run in one page but know nothing of each other: the app connects here at
// start (mock builds only) so the studio can refresh the open page after it changed the data.

let onDataChanged: (() => void) | undefined

/** Called once by the app's mock-only start code with what refreshes its data (query invalidation). */
export function connectApp(refresh: () => void): void {
  onDataChanged = refresh
}

/** After the data set changed: the app invalidates its queries (no reload, no sign-out). */
export function notifyDataChanged(): void {
  onDataChanged?.()
}
