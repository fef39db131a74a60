import { filterPayments, type DatedPayment } from './history-filters'
import { DEFAULT_FILTERS, type HistoryFilters } from './history-search'
import { KIND_TITLES, PERIOD_TITLES, STATUS_TITLES } from './payment-labels'

type FilterName = 'type' | 'status' | 'period'

const FILTER_NAMES: readonly FilterName[] = ['type', 'status', 'period']

const dayText = (day: string) => day.split('-').reverse().join('.')

/** `«Статус: Не выполнен»`, as the filter's label and its chosen option read on screen. */
export function filterText(name: FilterName, filters: HistoryFilters) {
  if (name === 'type') return `«Тип операции: ${filters.type === 'all' ? '' : KIND_TITLES[filters.type]}»`
  if (name === 'status') return `«Статус: ${filters.status === 'all' ? '' : STATUS_TITLES[filters.status]}»`
  const days = [filters.from && `с ${dayText(filters.from)}`, filters.to && `по ${dayText(filters.to)}`]
  const custom = days.filter(Boolean).join(' ')
  return `«Период: ${filters.period === 'custom' && custom ? custom : PERIOD_TITLES[filters.period]}»`
}

/**
 * The chosen filters that hide everything: those whose reset alone would bring operations back,
 * or, when only several together do, all the chosen ones.
 */
export function hidingFilters(payments: DatedPayment[], filters: HistoryFilters, now: Date): FilterName[] {
  const chosen = FILTER_NAMES.filter((name) => filters[name] !== DEFAULT_FILTERS[name])
  const alone = chosen.filter((name) => filterPayments(payments, withDefault(filters, name), now).length > 0)
  return alone.length > 0 ? alone : chosen
}

function withDefault(filters: HistoryFilters, name: FilterName): HistoryFilters {
  if (name === 'period') return { ...filters, period: 'all', from: undefined, to: undefined }
  return { ...filters, [name]: DEFAULT_FILTERS[name] }
}

/** The empty result's sentence naming what hides the operations. */
export function emptyMessage(payments: DatedPayment[], filters: HistoryFilters, now: Date) {
  const names = hidingFilters(payments, filters, now).map((name) => filterText(name, filters))
  if (names.length === 0) return 'Нет операций.'
  if (names.length === 1) return `Нет операций: их скрывает фильтр ${names[0]}.`
  return `Нет операций: их скрывают фильтры ${names.slice(0, -1).join(', ')} и ${names.at(-1)}.`
}
