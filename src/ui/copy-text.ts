import { toast } from './toast'

/** Copies text to the clipboard and says so in a toast, either way. */
export async function copyText(text: string, { done, failed }: { done: string; failed: string }) {
  try {
    await navigator.clipboard.writeText(text)
    toast.success(done)
  } catch {
    toast.error(failed)
  }
}
