import type { ReactNode } from 'react'
import { HistoryIcon, HomeIcon, ServerIcon, SupportIcon, UserIcon } from '@/ui/icons'
import { HOSTING_URL, SUPPORT_URL } from '@/config/links'

export type NavItem =
  | { kind: 'internal'; to: '/' | '/profile' | '/wallet/history'; label: string; icon: ReactNode; exact: boolean }
  | { kind: 'external'; href: string; label: string; icon: ReactNode }

/** The payment history: in the side menu, and in the phone's header menu (its bottom bar holds four). */
export const HISTORY_ITEM: NavItem = {
  kind: 'internal',
  to: '/wallet/history',
  label: 'История операций',
  icon: <HistoryIcon />,
  exact: false,
}

/** The phone's bottom bar (SPEC §2: four items). */
export const BOTTOM_BAR_ITEMS: NavItem[] = [
  { kind: 'internal', to: '/', label: 'Главная', icon: <HomeIcon />, exact: true },
  { kind: 'internal', to: '/profile', label: 'Личные данные', icon: <UserIcon />, exact: false },
  { kind: 'external', href: SUPPORT_URL, label: 'Поддержка', icon: <SupportIcon /> },
  { kind: 'external', href: HOSTING_URL, label: 'Хостинг', icon: <ServerIcon /> },
]

/** The side menu: the same, with the history after the customer's own pages. */
export const NAV_ITEMS: NavItem[] = [...BOTTOM_BAR_ITEMS.slice(0, 2), HISTORY_ITEM, ...BOTTOM_BAR_ITEMS.slice(2)]
