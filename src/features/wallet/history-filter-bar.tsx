import { PAYMENT_KINDS, PAYMENT_STATUSES } from '@/api/payment-kinds'
import type { HistoryFilters } from './history-search'
import { PERIODS } from './history-search'
import { KIND_TITLES, PERIOD_TITLES, STATUS_TITLES } from './payment-labels'
import styles from './history-filters.module.css'

type Props = { filters: HistoryFilters; onChange: (next: HistoryFilters) => void }

type Option = readonly [value: string, title: string]

const KIND_OPTIONS: Option[] = [
  ['all', 'Все операции'],
  ...PAYMENT_KINDS.map((kind) => [kind, KIND_TITLES[kind]] as const),
]
const STATUS_OPTIONS: Option[] = [
  ['all', 'Все статусы'],
  ...PAYMENT_STATUSES.map((status) => [status, STATUS_TITLES[status]] as const),
]
const PERIOD_OPTIONS: Option[] = PERIODS.map((period) => [period, PERIOD_TITLES[period]] as const)

/** Native selects: the platform's own keyboard, screen-reader and mobile pickers. */
export function HistoryFilterBar({ filters, onChange }: Props) {
  const set = (patch: Partial<HistoryFilters>) => onChange({ ...filters, ...patch })
  return (
    <div className={styles.bar}>
      <FilterSelect
        label="Тип операции"
        value={filters.type}
        options={KIND_OPTIONS}
        onChange={(type) => set({ type: type as HistoryFilters['type'] })}
      />
      <FilterSelect
        label="Статус"
        value={filters.status}
        options={STATUS_OPTIONS}
        onChange={(status) => set({ status: status as HistoryFilters['status'] })}
      />
      <FilterSelect
        label="Период"
        value={filters.period}
        options={PERIOD_OPTIONS}
        onChange={(period) => set({ period: period as HistoryFilters['period'], from: undefined, to: undefined })}
      />
      {filters.period === 'custom' && (
        <>
          <DayInput label="С" value={filters.from} onChange={(from) => set({ from })} />
          <DayInput label="По" value={filters.to} onChange={(to) => set({ to })} />
        </>
      )}
    </div>
  )
}

type SelectProps = {
  label: string
  value: string
  options: Option[]
  onChange: (value: string) => void
}

// The values come from our own options; the route's schema checks them again on the way in.
function FilterSelect({ label, value, options, onChange }: SelectProps) {
  return (
    <label className={styles.field}>
      <span className={styles.label}>{label}</span>
      <select className={styles.control} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map(([option, title]) => (
          <option key={option} value={option}>
            {title}
          </option>
        ))}
      </select>
    </label>
  )
}

type DayProps = { label: string; value: string | undefined; onChange: (day?: string) => void }

function DayInput({ label, value, onChange }: DayProps) {
  return (
    <label className={styles.field}>
      <span className={styles.label}>{label}</span>
      <input
        type="date"
        className={styles.control}
        value={value ?? ''}
        min="1970-01-01"
        max="9999-12-31"
        onChange={(event) => onChange(event.target.value || undefined)}
      />
    </label>
  )
}
