import type { App, Session, WebContents } from 'electron'
import { externalLinkDecision, originOf, type UrlOpener } from '../core'

export interface WebSecurityOptions {
  /** The one origin our pages come from (`app://encore`, or the dev server in `npm run dev`). */
  appOrigin: string
  urlOpener: UrlOpener
  /** Shows a web link outside the allowlist and opens it in the system browser if the person says so. */
  askToOpen: (url: string) => void
}

/** Handing a link to the system browser is the only way a page leaves the app: allowlisted, or confirmed. */
function openIfAllowed(url: string, options: WebSecurityOptions): void {
  const decision = externalLinkDecision(url)
  if (decision === 'open') void options.urlOpener.open(url)
  else if (decision === 'ask') options.askToOpen(url)
}

/** Locks one web contents down: no navigation away, no new windows, no webviews. */
export function hardenWebContents(contents: WebContents, options: WebSecurityOptions): void {
  contents.on('will-navigate', (event, url) => {
    event.preventDefault()
    openIfAllowed(url, options)
  })
  contents.on('will-redirect', (event, url) => {
    if (originOf(url) !== options.appOrigin) event.preventDefault()
  })
  contents.on('will-attach-webview', (event) => event.preventDefault())
  contents.setWindowOpenHandler(({ url }) => {
    openIfAllowed(url, options)
    return { action: 'deny' }
  })
}

/** The one permission Encore's pages use: writing text to the clipboard ("Copy redirect URI"). */
const CLIPBOARD_WRITE = 'clipboard-sanitized-write'

/**
 * Whether a page may have a permission: only the clipboard write, only for our own top-level page (its origin
 * is the app's, not a subframe's). Every other permission, and every other origin, is refused.
 */
export function permissionAllowed(
  permission: string,
  frame: { url: string | undefined; isMainFrame: boolean },
  appOrigin: string,
): boolean {
  return permission === CLIPBOARD_WRITE && frame.isMainFrame && originOf(frame.url ?? '') === appOrigin
}

/**
 * Applies the rules to every web contents ever created, and denies every permission request but the
 * clipboard write from our own page. Answers a function that stops hardening new web contents (at quit).
 */
export function applyWebSecurity(app: App, session: Session, options: WebSecurityOptions): () => void {
  const harden = (_event: unknown, contents: WebContents) => hardenWebContents(contents, options)
  app.on('web-contents-created', harden)
  session.setPermissionRequestHandler((_contents, permission, callback, details) =>
    callback(
      permissionAllowed(
        permission,
        { url: details.requestingUrl, isMainFrame: details.isMainFrame },
        options.appOrigin,
      ),
    ),
  )
  session.setPermissionCheckHandler(
    (_contents, permission, requestingOrigin, details) =>
      permissionAllowed(
        permission,
        // A check names the origin; the document's URL, when given, must agree with it.
        { url: details.requestingUrl ?? requestingOrigin, isMainFrame: details.isMainFrame },
        options.appOrigin,
      ) && originOf(requestingOrigin) === options.appOrigin,
  )
  session.setDevicePermissionHandler(() => false)
  return () => {
    app.removeListener('web-contents-created', harden)
  }
}
