import { shell } from 'electron'
import type { Logger, UrlOpener } from '../core/ports'
import { isAllowedExternalUrl } from '../core/security/external-urls'

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

function safeOrigin(url: string): string {
  try {
    return new URL(url).origin
  } catch {
    return '(not a URL)'
  }
}
