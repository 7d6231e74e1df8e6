import { sendInvocation } from '../cli/client'
import { holderAlive, type Invocation, LOCK_NAME, type LockHolder } from '../core'
import { join, resolve } from 'node:path'

/**
 * A second browser-mode start of a data folder another Encore holds: it asks that Encore, through its command
 * line's socket, for a fresh one-time link to its page (`encore show`), prints it as its own, and exits.
 */

const showInvocation = (dataDir: string): Invocation => ({
  command: { name: 'show' },
  output: { json: false, format: null, follow: false },
  dataDir,
  start: false,
})

const wait = (ms: number) => new Promise((done) => setTimeout(done, ms))
const PAGE_LINK = /^http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]+$/

/**
 * The running Encore's fresh link, or why there is none. While the holder starts, its socket may not be up
 * yet: asked again for up to `patienceMs`, as long as the holder runs.
 */
export async function linkFromRunning(
  dataDir: string,
  holder: LockHolder,
  patienceMs = 10_000,
): Promise<{ url: string } | { reason: string }> {
  const until = Date.now() + patienceMs
  for (;;) {
    const lines: string[] = []
    const errors: string[] = []
    const reached = await sendInvocation(showInvocation(dataDir), dataDir, {
      out: (line) => lines.push(line),
      err: (line) => errors.push(line),
      note: () => {},
    })
    const url = lines.find((line) => PAGE_LINK.test(line))
    if ('code' in reached && reached.code === 0 && url) return { url }
    if ('code' in reached) {
      return { reason: errors[0] ?? 'it answered without a link to its page (it is the desktop app?).' }
    }
    if (Date.now() >= until || !holderAlive(holder, join(resolve(dataDir), LOCK_NAME))) {
      return { reason: 'its command line does not answer.' }
    }
    await wait(250)
  }
}
