import type { ReactNode } from 'react'
import { HomeIcon, ServerIcon, SupportIcon, UserIcon } from '@/ui/icons'
import { HOSTING_URL, SUPPORT_URL } from '@/config/links'

export type NavItem =
  | { kind: 'internal'; to: '/' | '/profile'; label: string; icon: ReactNode; exact: boolean }
  | { kind: 'external'; href: string; label: string; icon: ReactNode }

export const NAV_ITEMS: NavItem[] = [
  { kind: 'internal', to: '/', label: 'Главная', icon: <HomeIcon />, exact: true },
  { kind: 'internal', to: '/profile', label: 'Личные данные', icon: <UserIcon />, exact: false },
  { kind: 'external', href: SUPPORT_URL, label: 'Поддержка', icon: <SupportIcon /> },
  { kind: 'external', href: HOSTING_URL, label: 'Хостинг', icon: <ServerIcon /> },
]
