/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { TEST_ENVIRONMENT } from './build/test-environment.ts'

// The tests `npm run test:mutation` runs against each mutant of the security modules
// (stryker.config.mjs): those that pin their behaviour, each file with its modules fresh.
const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url))

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': path('./src'), '@mocks': path('./mocks') } },
  test: {
    ...TEST_ENVIRONMENT,
    include: [
      'src/api/app-page.test.ts',
      'src/api/token.test.ts',
      'src/api/password-rule.test.ts',
      // The password rule's messages as the sign-up and reset forms' schemas give them.
      'src/api/account-rules.test.ts',
      'src/features/auth/handoff-link.test.ts',
      'src/report/redact*.test.ts',
      'src/report/journal-worker.test.ts',
      'mocks/studio/privacy/*.test.ts',
      'mocks/studio/link/link-codec.test.ts',
      'mocks/studio/link/rule-travel.test.ts',
      'mocks/studio/journal/har-export.test.ts',
      'tests/integration/auth-handoff.test.tsx',
      'tests/integration/auth-switch-account.test.tsx',
    ],
  },
})
