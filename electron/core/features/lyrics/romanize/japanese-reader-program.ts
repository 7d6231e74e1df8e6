import { buildTokenizer, tokensOf, type Tokenizer } from './japanese-reader'
import type { FromJapaneseReader, ToJapaneseReader } from './japanese-reader-process'

/**
 * The Japanese reader's own process (japanese-reader-process.ts): reads kuromoji's dictionary on the first
 * lines and answers each `read` with the lines' tokens until the app ends it. Talks to whoever started it by
 * messages: an Electron utility process (`process.parentPort`, the desktop app) or a Node fork (`process.send`,
 * browser mode).
 */
interface ParentPort {
  postMessage(message: unknown): void
  on(event: 'message', listener: (event: { data: unknown }) => void): void
}

/** Present only in an Electron utility process. */
const parentPort: ParentPort | undefined = Reflect.get(process, 'parentPort')

function send(message: FromJapaneseReader): void {
  if (parentPort) parentPort.postMessage(message)
  else process.send?.(message)
}

function onMessage(listener: (message: unknown) => void): void {
  if (parentPort) parentPort.on('message', (event) => listener(event.data))
  else process.on('message', listener)
}

function isRead(message: unknown): message is ToJapaneseReader {
  const m = message as Record<string, unknown> | null
  return (
    typeof m === 'object' &&
    m !== null &&
    m['type'] === 'read' &&
    typeof m['id'] === 'number' &&
    Array.isArray(m['lines']) &&
    m['lines'].every((line) => typeof line === 'string')
  )
}

let tokenizer: Promise<Tokenizer> | undefined

onMessage((message) => {
  if (!isRead(message)) return
  tokenizer ??= buildTokenizer()
  const reading = tokenizer
  reading.then(
    (ready) => send({ type: 'read', id: message.id, tokens: tokensOf(ready, message.lines) }),
    (error: unknown) => {
      // A dictionary that could not be read is read again for the next lines.
      if (tokenizer === reading) tokenizer = undefined
      send({
        type: 'failed',
        id: message.id,
        message: error instanceof Error ? error.message : String(error),
      })
    },
  )
})
// The app went away without a word: go too.
process.on('disconnect', () => process.exit(0))
