import type { App, Session, WebContents } from 'electron'
import { isAllowedExternalUrl } from '../core/security/external-urls'
import type { UrlOpener } from '../core/ports'
import { originOf } from '../core/security/origin'

export interface WebSecurityOptions {
  /** The one origin our pages come from (`app://encore`, or the dev server in `npm run dev`). */
  appOrigin: string
  urlOpener: UrlOpener
}

/** Handing an allowlisted link to the system browser is the only way a page leaves the app. */
function openIfAllowed(url: string, urlOpener: UrlOpener): void {
  if (isAllowedExternalUrl(url)) void urlOpener.open(url)
}

/** Locks one web contents down: no navigation away, no new windows, no webviews. */
export function hardenWebContents(contents: WebContents, options: WebSecurityOptions): void {
  contents.on('will-navigate', (event, url) => {
    event.preventDefault()
    openIfAllowed(url, options.urlOpener)
  })
  contents.on('will-redirect', (event, url) => {
    if (originOf(url) !== options.appOrigin) event.preventDefault()
  })
  contents.on('will-attach-webview', (event) => event.preventDefault())
  contents.setWindowOpenHandler(({ url }) => {
    openIfAllowed(url, options.urlOpener)
    return { action: 'deny' }
  })
}

/**
 * Applies the rules to every web contents ever created, and denies every permission request. Answers a
 * function that stops hardening new web contents (at quit).
 */
export function applyWebSecurity(app: App, session: Session, options: WebSecurityOptions): () => void {
  const harden = (_event: unknown, contents: WebContents) => hardenWebContents(contents, options)
  app.on('web-contents-created', harden)
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false))
  session.setPermissionCheckHandler(() => false)
  session.setDevicePermissionHandler(() => false)
  return () => {
    app.removeListener('web-contents-created', harden)
  }
}
