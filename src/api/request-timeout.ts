// PRODUCT.md §3: requests time out after about 15 s. Its own module, so the mock's "Спросить меня"
// can end a forgotten call when the app does without loading the HTTP client.
export const REQUEST_TIMEOUT_MS = 15_000
