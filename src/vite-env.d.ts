/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string
  readonly VITE_GATEWAY_URL?: string
  /** 'true' or 'false', resolved in vite.config.ts. */
  readonly VITE_MOCK: string
  readonly VITE_TRUSTED_REDIRECT_ORIGINS?: string
  /** 'off' leaves the devtools shell out of the dev server's app (the unit tests' config does). */
  readonly VITE_DEVTOOLS?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
