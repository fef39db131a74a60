// The report as a file, for the download and the phone's share sheet.

/** Whether the phone's share sheet takes files (checked with a tiny probe, not the real report). */
export function shareableFile(): boolean {
  if (typeof navigator.canShare !== 'function') return false
  try {
    return navigator.canShare({ files: [new File(['{}'], 'report.har', { type: 'application/json' })] })
  } catch {
    return false
  }
}
