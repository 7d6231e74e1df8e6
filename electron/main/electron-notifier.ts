import { nativeImage, net, Notification, type NativeImage } from 'electron'
import type { Logger, Notifier } from '../core'

/** A cover larger than this is not worth fetching for a notification. */
const MAX_COVER_BYTES = 2 * 1024 * 1024
/** How many shown notifications are kept referenced, for their `failed` event to reach Encore. */
const KEEP_NOTIFICATIONS = 8
/** A cover that takes longer is left out: the notification is about now. */
const COVER_TIMEOUT_MS = 3_000

/**
 * Fetches a cover over http(s) into an image, or answers undefined (the notification shows without it).
 * Through Chromium's network stack (`net.fetch`): Node's `fetch` would compile undici's WebAssembly parser in
 * the main process, which leaves ~30 MiB behind (see core/features/auth/accounts-http.ts).
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

/** What the person is told, once, when the system refuses Encore's notifications. */
export interface NotificationsRefused {
  message: string
  detail: string
}

/** The words for a refusal, by platform: on macOS the usual cause is a copy built without Apple's signature. */
export function notificationsRefused(platform: NodeJS.Platform, error: string): NotificationsRefused {
  const said = error.trim() ? ` (${platform === 'darwin' ? 'macOS' : 'Windows'} said: ${error.trim()})` : ''
  return {
    message: 'Encore can’t show notifications here',
    detail:
      platform === 'darwin'
        ? `Your Mac did not let Encore post a notification${said}. macOS lets only a signed copy of Encore ` +
          'post notifications; one you built yourself is not signed. Encore won’t try again until you restart ' +
          'it; you can turn its notifications off in Settings.'
        : `Windows did not show Encore’s notification${said}. Encore won’t try again until you restart it; ` +
          'you can turn its notifications off in Settings.',
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

/**
 * System notifications through Electron (libnotify, Notification Center, Windows toasts), quiet ones. A
 * notification the system refuses emits `failed` (notification.md, macOS and Windows: on macOS an unsigned
 * app cannot post through UNUserNotificationCenter): Encore then stops trying for this run and says so once
 * (`refused`), instead of failing silently at each track.
 */
export function createElectronNotifier(
  logger: Logger,
  refused: (words: NotificationsRefused) => void = () => {},
  platform: NodeJS.Platform = process.platform,
): Notifier {
  let failed = false
  const alive: Notification[] = []
  const onFailed = (_event: unknown, error: string) => {
    if (failed) return
    failed = true
    logger.warn('The system refused a notification; no more are shown until Encore restarts', { error })
    refused(notificationsRefused(platform, String(error)))
  }
  return {
    notify(message) {
      if (failed || !Notification.isSupported()) return
      const show = (icon?: NativeImage) => {
        if (failed) return
        const notification = new Notification({
          title: message.title,
          body: notificationBody(message.body, platform),
          silent: true,
          ...(icon ? { icon } : {}),
        })
        notification.on('failed', onFailed)
        // `failed` arrives after show() returns: the object is kept until then, or its event could go with it
        // (the last few only; one that showed needs nothing more from Encore).
        alive.push(notification)
        if (alive.length > KEEP_NOTIFICATIONS) alive.shift()
        notification.show()
      }
      if (!message.imageUrl) return show()
      void fetchCover(message.imageUrl, logger).then(show)
    },
  }
}
