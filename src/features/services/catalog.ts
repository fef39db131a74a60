import { HOSTING_URL } from '@/config/links'
import { BASE_PREFIX } from '@/lib/base-path'

export type CatalogStatus = 'active' | 'inactive' | 'soon'

/** SPEC §3 partner service entry; images are small same-origin SVGs in public/partners/, under the build's base. */
export type CatalogEntry = {
  imgUrl: string
  title: string
  description: string
  link: string
  status: CatalogStatus
}

export const LAUNCHER_URL = 'https://launcher.gamehost.example'

/** SPEC §2 Services list: our hosting and game launcher (both active), then the partners. */
export const SERVICE_CATALOG: readonly CatalogEntry[] = [
  {
    imgUrl: `${BASE_PREFIX}/partners/hosting.svg`,
    title: 'Хостинг игровых серверов',
    description: 'Серверы для Minecraft, CS2, Rust и других игр с защитой от DDoS',
    link: HOSTING_URL,
    status: 'active',
  },
  {
    imgUrl: `${BASE_PREFIX}/partners/launcher.svg`,
    title: 'Игровой лаунчер',
    description: 'Установка модпаков и вход на ваши серверы в один клик',
    link: LAUNCHER_URL,
    status: 'active',
  },
  {
    imgUrl: `${BASE_PREFIX}/partners/voice.svg`,
    title: 'Голосовой чат для команды',
    description: 'Партнёрский сервис голосовой связи со скидкой для клиентов',
    link: 'https://voice.partner.example',
    status: 'inactive',
  },
  {
    imgUrl: `${BASE_PREFIX}/partners/mods.svg`,
    title: 'Магазин модов',
    description: 'Проверенные моды и плагины с установкой на сервер',
    link: 'https://mods.partner.example',
    status: 'soon',
  },
]

export const STATUS_TITLES: Record<CatalogStatus, string> = {
  active: 'Доступен',
  inactive: 'Неактивен',
  soon: 'Скоро',
}
