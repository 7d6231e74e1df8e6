import { basename, join } from 'node:path'
import type { App, DownloadItem, Event, Session, WebContents } from 'electron'
import { originOf } from '../core'

/**
 * Files the page saves (the listening history's export: a Blob and a link with `download`). Electron hands
 * every download to `will-download`; Encore lets through only a file its own page made (a `blob:` URL of the
 * app's origin, from a page of that origin) and asks where to save it, in Downloads to begin with. Anything
 * else (a link to the web, another origin's file) is cancelled: the app downloads nothing by itself.
 */
export function downloadAllowed(url: string, pageUrl: string | undefined, appOrigin: string): boolean {
  if (!url.startsWith('blob:') || originOf(pageUrl ?? '') !== appOrigin) return false
  return originOf(url.slice('blob:'.length)) === appOrigin
}

/** The save dialog's first answer: the file's own name (never a path the page made up), in Downloads. */
export function defaultSavePath(downloadsDir: string, suggestedName: string): string {
  const name = basename(suggestedName.replace(/\\/g, '/')).trim()
  return join(downloadsDir, name && name !== '..' ? name : 'download')
}

/** Handles the session's downloads as above; answers the function that stops. */
export function handleDownloads(app: App, session: Session, appOrigin: string): () => void {
  const listener = (event: Event, item: DownloadItem, contents: WebContents | undefined) => {
    if (!downloadAllowed(item.getURL(), contents?.mainFrame?.url, appOrigin)) {
      event.preventDefault()
      return
    }
    item.setSaveDialogOptions({
      title: 'Save your listening history',
      defaultPath: defaultSavePath(app.getPath('downloads'), item.getFilename()),
    })
  }
  session.on('will-download', listener)
  return () => session.removeListener('will-download', listener)
}
