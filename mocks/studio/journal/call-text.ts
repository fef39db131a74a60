// A call's headers and bodies as the journal shows them: JSON laid out, secrets never shown, and
// huge bodies cut so that the panel stays light.

const SHOWN_MAX = 200_000
const SECRET_HEADERS = new Set(['authorization', 'cookie', 'set-cookie', 'x-api-key'])

export function prettyBody(text: string | undefined): string {
  if (!text) return ''
  let shown = text
  try {
    shown = JSON.stringify(JSON.parse(text), null, 2)
  } catch {
    // Not JSON: shown as it came.
  }
  return shown.length > SHOWN_MAX
    ? `${shown.slice(0, SHOWN_MAX)}\n… (показано ${SHOWN_MAX} символов из ${shown.length})`
    : shown
}

export function headerLines(pairs: readonly [string, string][]): string {
  return pairs
    .map(([name, value]) => `${name}: ${SECRET_HEADERS.has(name.toLowerCase()) ? '[скрыто]' : value}`)
    .join('\n')
}
