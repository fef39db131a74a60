import { plural } from './format'
import styles from './skipped-entries.module.css'

/** The line under a list whose answer had entries the app could not read (PRODUCT.md §2). */
export function SkippedEntries({ count }: { count: number }) {
  if (count <= 0) return null
  const entries = plural(count, ['запись', 'записи', 'записей'])
  return (
    <p className={styles.note} role="note">
      {count} {entries} не удалось показать
    </p>
  )
}
