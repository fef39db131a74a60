import type { HttpHandler } from 'msw'

// Filled in by the feature that owns this area.
export const devicesHandlers: HttpHandler[] = []
