/** Saves text as a file through the browser's download (nothing leaves the machine). */
export function downloadText(name: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.click()
  // The click starts the download synchronously; the address is no longer needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/** A file-name-safe stamp of the current local time: 2026-11-23_07-05. */
export function fileStamp(date = new Date()) {
  const pad = (value: number) => String(value).padStart(2, '0')
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
  return `${day}_${pad(date.getHours())}-${pad(date.getMinutes())}`
}
