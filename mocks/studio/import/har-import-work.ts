import { customerReportOf, type CustomerReport } from './customer-report'
import type { CarriedRules } from './carried-rules'
import { readCalls, type ImportPlan } from './har-import-plan'
import { readHarFile, type HarReading, type ImportRefusal } from './har-import-read'
import { planMoments } from './moment-plan'
import type { MomentPlan } from './moment-schema'
import { planReading } from './plan-reading'

// Everything reading a customer's file comes to, worked out in one place: in the import's worker
// (har-import-worker.ts), or on the page where no worker starts (har-import-off-thread.ts). What
// leaves it is what the preview shows and "Применить" applies, no more: not the file's entries and
// events, of which a crafted file may carry any number, but the customer's report already cut to its rows.

type Reading = Extract<HarReading, { ok: true }>

export type ImportRead = {
  reading: Pick<Reading, 'counts' | 'skipped' | 'skippedIssues'> & {
    extras: Pick<Reading['extras'], 'description' | 'skipped' | 'lastRoute'> & {
      /** The panel's rules a HAR the journal exported brings back; a file with broken ones is refused. */
      rules: Extract<CarriedRules, { ok: true }> | undefined
    }
  }
  plan: ImportPlan
  /** Undefined for a HAR that is not a customer's report. */
  report: CustomerReport | undefined
  /** One per row of the report, to step through; undefined with the report. */
  moments: MomentPlan | undefined
}

export type ImportResult = { ok: true; read: ImportRead } | ImportRefusal

export async function readImport(file: Blob): Promise<ImportResult> {
  const reading = await readHarFile(file)
  if (!reading.ok) return reading
  const { counts, skipped, skippedIssues, entries, extras } = reading
  const { description, lastRoute, rules } = extras
  // Each call is read once: the plan and the moments share the readings.
  const readings = await readCalls(entries)
  const planned = planReading(reading, readings)
  if (!planned.ok) return planned
  const report = customerReportOf(entries, extras)
  return {
    ok: true,
    read: {
      reading: {
        counts,
        skipped,
        skippedIssues,
        extras: { description, skipped: extras.skipped, lastRoute, rules: rules?.ok ? rules : undefined },
      },
      plan: planned.plan,
      report,
      moments: report && planMoments(entries, extras.events, readings),
    },
  }
}
