import { dialog, shell } from 'electron'
import { externalLinkDecision, isAllowedExternalUrl, type Logger, type UrlOpener } from '../core'

/** `shell.openExternal` behind the allowlist; extra origins (the demo's consent page) are added at runtime. */
export function createUrlOpener(logger: Logger, extraOrigins: () => readonly string[] = () => []): UrlOpener {
  return {
    async open(url) {
      if (!isAllowedExternalUrl(url, extraOrigins())) {
        logger.warn('Refused to open a URL outside the allowlist', { origin: safeOrigin(url) })
        return
      }
      await shell.openExternal(url, { activate: true }) // eng-disable OPEN_EXTERNAL_JS_CHECK -- only URLs the allowlist accepted just above
    },
  }
}

/**
 * Asks before a web link outside the allowlist leaves for the system browser (an episode's notes link anywhere):
 * the whole address shown, Cancel the default. One question at a time; clicks meanwhile are ignored.
 */
export function createLinkAsker(logger: Logger): (url: string) => void {
  let asking = false
  return (url) => {
    if (asking || externalLinkDecision(url) !== 'ask') return
    asking = true
    void dialog
      .showMessageBox({
        type: 'question',
        title: 'Open link',
        message: 'Open this link in your browser?',
        detail: url,
        buttons: ['Open', 'Cancel'],
        defaultId: 1,
        cancelId: 1,
        noLink: true,
      })
      .then(({ response }) => {
        if (response === 0) return shell.openExternal(url, { activate: true }) // eng-disable OPEN_EXTERNAL_JS_CHECK -- a web link whose address the person saw and confirmed just above
      })
      .catch((error: unknown) => logger.warn('Could not open the link', { origin: safeOrigin(url), error }))
      .finally(() => (asking = false))
  }
}

function safeOrigin(url: string): string {
  try {
    return new URL(url).origin
  } catch {
    return '(not a URL)'
  }
}
