import { answerHistory, type HistoryMessage, type HistoryRequest } from './history-messages'

// The payment history's worker: reads one large answer away from the page (see ./history-off-thread).

let askedForRest = () => {}
const restAsked = new Promise<void>((resolve) => (askedForRest = resolve))

const post = (message: HistoryMessage, transfer: Transferable[] = []) => self.postMessage(message, { transfer })

self.addEventListener('message', (event: MessageEvent<HistoryRequest>) => {
  if (event.data === 'rest') askedForRest()
  else void answerHistory(event.data, restAsked, post)
})
post({ kind: 'ready' })
