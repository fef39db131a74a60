import type { Har } from '@/report/har-types'
import { toHarEntry } from '@/report/har-entry'
import type { TimelineEntry } from '../journal/timeline'

// The journal as a HAR 1.2 file: developers open it in the browser's network panel, and the
// studio's HAR import reads it back.

/** Finished calls only: one still waiting (a "no answer" rule) has no answer to record yet. */
export function toHar(entries: readonly TimelineEntry[]): Har {
  return {
    log: {
      version: '1.2',
      creator: { name: 'lk-mock-studio', version: '1' },
      pages: [],
      entries: entries
        .filter((entry) => entry.status !== undefined)
        .map((entry) => ({ ...toHarEntry(entry), ...(entry.ruleId && { _mockRule: entry.ruleId }) })),
    },
  }
}
