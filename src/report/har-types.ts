// The parts of HAR 1.2 (http://www.softwareishard.com/blog/har-12-spec/) the studio writes and reads.

export type HarHeader = { name: string; value: string }
export type HarEntry = {
  startedDateTime: string
  time: number
  request: {
    method: string
    url: string
    httpVersion: string
    headers: HarHeader[]
    queryString: HarHeader[]
    cookies: HarHeader[]
    headersSize: number
    bodySize: number
    postData?: { mimeType: string; text: string }
  }
  response: {
    status: number
    statusText: string
    httpVersion: string
    headers: HarHeader[]
    cookies: HarHeader[]
    content: { size: number; mimeType: string; text?: string; encoding?: string }
    redirectURL: string
    headersSize: number
    bodySize: number
    _error?: string
  }
  cache: Record<string, never>
  timings: { send: number; wait: number; receive: number }
  /** Which fault rule answered (the studio's own field; HAR allows custom fields starting with _). */
  _mockRule?: string
}
export type Har = {
  log: { version: '1.2'; creator: { name: string; version: string }; pages: []; entries: HarEntry[] }
}
