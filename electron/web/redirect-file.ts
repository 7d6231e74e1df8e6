import { readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { writeFileAtomic } from '../core'

const REDIRECT_FILE = /^open-(\d+)\.html$/

/** True while a process of that id runs (it may be another program by now: then its file just stays). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * What `--open` hands the system browser: an owner-only page in the data folder that sends it on to the
 * launch link (Jupyter's way). The opener's command line, which other users of the machine can read (`ps`),
 * then names a file, never the one-time token. `remove` deletes it: once the token was exchanged, when no
 * browser could be opened, and when Encore stops.
 */
export function writeRedirectFile(dataDir: string, launchUrl: string): { path: string; remove(): void } {
  removeStaleRedirectFiles(dataDir)
  const path = join(dataDir, `open-${process.pid}.html`)
  const url = escapeHtml(launchUrl)
  writeFileAtomic(
    path,
    `<!doctype html>\n<meta charset="utf-8">\n<meta http-equiv="refresh" content="0;url=${url}">\n` +
      `<title>Encore</title>\n<p><a href="${url}">Open Encore</a></p>\n`,
    0o600,
  )
  return { path, remove: () => rmSync(path, { force: true }) }
}

/** Removes the redirect files of earlier runs that ended without removing theirs (killed, say). */
export function removeStaleRedirectFiles(dataDir: string): void {
  let entries: string[]
  try {
    entries = readdirSync(dataDir)
  } catch {
    return
  }
  for (const entry of entries) {
    const pid = Number(REDIRECT_FILE.exec(entry)?.[1])
    if (pid && pid !== process.pid && !isRunning(pid)) rmSync(join(dataDir, entry), { force: true })
  }
}
