// External destinations of the side menu and bottom bar (SPEC §2).
export const SUPPORT_URL = 'https://t.me/gamehost_support'
export const HOSTING_URL = 'https://gamehost.example'
