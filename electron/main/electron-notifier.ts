import { nativeImage, net, Notification, type NativeImage } from 'electron'
import type { Logger, Notifier } from '../core/ports'

/** A cover larger than this is not worth fetching for a notification. */
const MAX_COVER_BYTES = 2 * 1024 * 1024
/** A cover that takes longer is left out: the notification is about now. */
const COVER_TIMEOUT_MS = 3_000

/**
 * Fetches a cover over http(s) into an image, or answers undefined (the notification shows without it).
 * Through Chromium's network stack (`net.fetch`): Node's `fetch` would compile undici's WebAssembly parser in
 * the main process, which leaves ~30 MiB behind (see core/auth/accounts-http.ts).
 */
async function fetchCover(url: string, logger: Logger): Promise<NativeImage | undefined> {
  if (!/^https?:\/\//.test(url)) return undefined
  try {
    const response = await net.fetch(url, {
      signal: AbortSignal.timeout(COVER_TIMEOUT_MS),
      redirect: 'follow',
    })
    if (!response.ok) return undefined
    const length = Number(response.headers.get('content-length') ?? 0)
    if (length > MAX_COVER_BYTES) return undefined
    const bytes = Buffer.from(await response.arrayBuffer())
    if (bytes.length > MAX_COVER_BYTES) return undefined
    const image = nativeImage.createFromBuffer(bytes)
    return image.isEmpty() ? undefined : image
  } catch (error) {
    logger.debug('A cover for a notification could not be fetched', { error })
    return undefined
  }
}

/**
 * A notification's body as the desktop reads it. Linux notification daemons read the body as markup (links,
 * images, bold), so a name with `<a href=…>` in it would become one: escaped there. macOS and Windows show
 * text as it is.
 */
export function notificationBody(body: string, platform: NodeJS.Platform = process.platform): string {
  if (platform !== 'linux') return body
  return body.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** System notifications through Electron (libnotify, Notification Center, Windows toasts), quiet ones. */
export function createElectronNotifier(logger: Logger): Notifier {
  return {
    notify(message) {
      if (!Notification.isSupported()) return
      const show = (icon?: NativeImage) => {
        const notification = new Notification({
          title: message.title,
          body: notificationBody(message.body),
          silent: true,
          ...(icon ? { icon } : {}),
        })
        notification.show()
      }
      if (!message.imageUrl) return show()
      void fetchCover(message.imageUrl, logger).then(show)
    },
  }
}
