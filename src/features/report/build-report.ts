import { settledJournal, type Journal } from '@/report/journal'
import type { Har } from '@/report/har-types'
import { redactHar } from '@/report/redact'
import { fileStamp } from '@/ui/download'

// The support report: HAR 1.2, so browser tools and HAR viewers open it, with the portal's extras
// in `_`-prefixed fields (HAR's convention for custom data). Everything in it was redacted when it
// was recorded; the customer's own text is redacted here, in case a password was pasted into it.

export const DESCRIPTION_LIMIT = 2000

export type Report = Har & {
  log: Har['log'] & {
    _description: string
    _device: Record<string, string | number>
    _events: (Omit<Journal['events'][number], 'time'> & { time: string })[]
  }
}

function device(): Record<string, string | number> {
  // The entry script's hashed file name identifies the build.
  const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? ''
  return {
    build: entry.split('/').pop() ?? '',
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    language: navigator.language,
    userAgent: navigator.userAgent,
    viewport: `${window.innerWidth}×${window.innerHeight}`,
    pixelRatio: window.devicePixelRatio,
    theme: document.documentElement.getAttribute('data-theme') ?? 'dark',
  }
}

/** Waits for calls still being redacted (a large answer that just arrived), so none is missing. */
export async function buildReport(description: string): Promise<Report> {
  const { salt, calls, events } = await settledJournal()
  return {
    log: {
      version: '1.2',
      creator: { name: 'lk-portal', version: '1' },
      pages: [],
      entries: calls,
      _description: String(redactHar(description.slice(0, DESCRIPTION_LIMIT), salt).value),
      _device: device(),
      _events: events.map((event) => ({ ...event, time: new Date(event.time).toISOString() })),
    },
  }
}

/** `lk-report-2026-11-23_22-15.har`, in the customer's local time. */
export const reportFileName = (now = new Date()) => `lk-report-${fileStamp(now)}.har`
