import { customerReportOf, type CustomerReport } from '../journal/customer-report'
import { planImport, type ImportPlan } from './har-import-plan'
import { readHarFile, type HarReading } from './har-import-read'

// Everything reading a customer's file comes to, worked out in one place: in the import's worker
// (har-import-worker.ts), or on the page where no worker starts (har-import-off-thread.ts). What
// leaves it is what the preview shows and "Применить" applies, no more: not the file's entries and
// events, of which a crafted file may carry any number, but the customer's report already cut to its rows.

type Reading = Extract<HarReading, { ok: true }>

export type ImportRead = {
  reading: Pick<Reading, 'counts' | 'skipped'> & {
    extras: Pick<Reading['extras'], 'description' | 'skipped' | 'lastRoute'>
  }
  plan: ImportPlan
  /** Undefined for a HAR that is not a customer's report. */
  report: CustomerReport | undefined
}

export type ImportResult = { ok: true; read: ImportRead } | Extract<HarReading, { ok: false }>

export async function readImport(file: Blob): Promise<ImportResult> {
  const reading = await readHarFile(file)
  if (!reading.ok) return reading
  const { counts, skipped, entries, extras } = reading
  const { description, lastRoute } = extras
  return {
    ok: true,
    read: {
      reading: { counts, skipped, extras: { description, skipped: extras.skipped, lastRoute } },
      plan: await planImport(entries),
      report: customerReportOf(entries, extras),
    },
  }
}
