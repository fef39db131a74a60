import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { redactHar } from './redact'
import { REDACTION_LABELS } from './redact-labels'

// The import's summary names each kind of removed secret on a line of its own, in Russian: two kinds
// under one line, or a line left empty, would hide from support what was taken out of a file.

describe('the lines of the removed secrets', () => {
  const lines = Object.entries(REDACTION_LABELS)

  it.each(lines)('names %s in Russian', (_kind, line) => {
    expect(line).toMatch(/^[А-ЯЁA-Z].*[а-яё]/)
  })

  it('names every kind a customer’s file had removed', () => {
    const { counts } = redactHar(JSON.parse(readFileSync('tests/fixtures/customer.har', 'utf8')))
    expect(Object.keys(counts).length).toBeGreaterThan(10)
    for (const kind of Object.keys(counts)) expect(REDACTION_LABELS).toHaveProperty([kind])
  })

  it('gives every kind a line of its own', () => {
    expect(new Set(lines.map(([, line]) => line)).size).toBe(lines.length)
  })
})
