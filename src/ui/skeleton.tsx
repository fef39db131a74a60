import styles from './skeleton.module.css'

/**
 * A grey placeholder with a soft shine, sized by its class (no `style` attribute: a screen painted
 * from the HTML may carry none under the CSP); hidden from assistive technology (pair with a status text).
 */
export function Skeleton({ className }: { className: string | undefined }) {
  return <div aria-hidden="true" data-skeleton="" className={`${styles.skeleton} ${className}`} />
}

/** `count` skeletons, each sized by `itemClassName`, with a polite "loading" text for screen readers. */
export function SkeletonList({
  count,
  itemClassName,
  label,
}: {
  count: number
  itemClassName?: string
  label: string
}) {
  return (
    <div role="status" className={styles.list}>
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className={itemClassName} />
      ))}
    </div>
  )
}
