import { describe, expect, it } from 'vitest'
import { REDACTION_LABELS } from './redact-labels'

// The import's summary names each kind of removed secret on a line of its own, in Russian: two kinds
// under one line, or a line left empty, would hide from support what was taken out of a file.

describe('the lines of the removed secrets', () => {
  const lines = Object.entries(REDACTION_LABELS)

  it.each(lines)('names %s in Russian', (_kind, line) => {
    expect(line).toMatch(/^[А-ЯЁA-Z].*[а-яё]/)
  })

  it('gives every kind a line of its own', () => {
    expect(new Set(lines.map(([, line]) => line)).size).toBe(lines.length)
  })
})
