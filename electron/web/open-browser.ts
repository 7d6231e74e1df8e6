import { spawn } from 'node:child_process'

/**
 * Opens `target` (a URL, or a file the system opens with the browser) in the system browser; answers false
 * when no opener is available (the URL is printed anyway). Whatever `target` holds is on the opener's command
 * line, which other users can read: never pass it a secret.
 */
export function openInBrowser(target: string): Promise<boolean> {
  const [command, args] =
    process.platform === 'darwin'
      ? ['open', [target]]
      : process.platform === 'win32'
        ? ['cmd', ['/c', 'start', '""', target.replace(/&/g, '^&')]]
        : ['xdg-open', [target]]
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'ignore', detached: true })
    child.once('error', () => resolve(false))
    child.once('spawn', () => {
      child.unref()
      resolve(true)
    })
  })
}
