import { isHidden } from './placeholder'
import { secretField, type RedactionKind } from './redact-kinds'

// A multipart/form-data body: each part's headers, a blank line, its value, then the next "--boundary".
// A part named like a secret (name="password") has its value hidden. Read line by line: one pass.

type Hide = (kind: RedactionKind, secret: string) => string

const PART_NAME = /^content-disposition:[^\n]{0,512}?\bname="([^"\n]{1,128})"/i

export function redactMultipart(text: string, hide: Hide): string {
  if (!/content-disposition:/i.test(text)) return text
  const out: string[] = []
  let secret = false
  let inValue = false
  let value: string[] = []
  const endPart = () => {
    if (secret && value.length > 0) {
      const joined = value.join('\n')
      const bare = joined.replace(/\r$/, '')
      out.push(bare && !isHidden(bare) ? joined.replace(bare, () => hide('multipart', bare)) : joined)
    }
    value = []
    secret = false
    inValue = false
  }
  for (const line of text.split('\n')) {
    if (line.startsWith('--')) endPart()
    else if (inValue && secret) {
      value.push(line)
      continue
    } else if (!inValue) {
      const name = PART_NAME.exec(line)?.[1]
      if (name) secret = secretField(name) !== undefined
      else if (line === '' || line === '\r') inValue = true
    }
    out.push(line)
  }
  endPart()
  return out.join('\n')
}
