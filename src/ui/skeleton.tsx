import styles from './skeleton.module.css'

type SkeletonProps = { height?: number; width?: string; className?: string }

/** A grey placeholder with a soft shine; hidden from assistive technology (pair with a status text). */
export function Skeleton({ height = 72, width = '100%', className }: SkeletonProps) {
  return (
    <div
      aria-hidden="true"
      data-skeleton=""
      className={[styles.skeleton, className].filter(Boolean).join(' ')}
      style={{ height, width }}
    />
  )
}

/** `count` skeletons with a polite "loading" text for screen readers. */
export function SkeletonList({ count, height, label }: { count: number; height?: number; label: string }) {
  return (
    <div role="status" className={styles.list}>
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} height={height} />
      ))}
    </div>
  )
}
