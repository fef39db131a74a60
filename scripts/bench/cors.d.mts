// Types of ./cors.mjs for the TypeScript tests.
import type { IncomingMessage, ServerResponse } from 'node:http'

export function answeredCors(request: IncomingMessage, response: ServerResponse): boolean
