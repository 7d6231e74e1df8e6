import { useDocumentVisibility, useEventListener, useIntervalFn, useWindowFocus } from '@vueuse/core'
import { PRESENCE_RENEW_MS } from '@contract'
import { computed, toValue, watch, type MaybeRefOrGetter } from 'vue'
import { bridge, bridgeTransport } from '../bridge'

/** A viewer id for this page load: core counts each page that shows the player once. */
export function newViewerId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8))
  return `page-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

/**
 * Tells core whether this page shows the player and whether it has the focus (core reads the service more
 * often while one is shown, most often while a shown one has the focus): when the page becomes visible or
 * hidden or gains or loses the focus, again every `PRESENCE_RENEW_MS` while visible (core's word lasts a
 * lease), and "hidden" when the page goes away; when the network comes back, it asks core to read at once. Says nothing while `active` is false (nobody signed in), except
 * "hidden" once when it stops being active.
 */
export function usePlayerPresence(active: MaybeRefOrGetter<boolean>, viewer = newViewerId()) {
  const visibility = useDocumentVisibility()
  // document.hasFocus() and the window's focus and blur: a page seen on another screen has no focus.
  const focus = useWindowFocus()
  const shown = computed(() => toValue(active) && visibility.value === 'visible')

  const tell = (visible: boolean) => {
    bridge.playback.setVisible({ viewer, visible, focused: visible && focus.value }).catch(() => {
      // The connection dropped: the next renewal (or the reconnect) says it again.
    })
  }

  const renewal = useIntervalFn(() => tell(true), PRESENCE_RENEW_MS, { immediate: false })

  watch(
    shown,
    (now, before) => {
      if (now) {
        tell(true)
        renewal.resume()
      } else {
        renewal.pause()
        if (before) tell(false)
      }
    },
    { immediate: true },
  )
  watch(focus, () => {
    if (shown.value) tell(true)
  })

  // A reconnect may reach a core that never heard from this page (browser mode started again).
  bridgeTransport.onConnectionChange((connection) => {
    if (connection === 'open' && shown.value) tell(true)
  })

  // The network came back: core reads the service now (and tries a sign-in still waiting for it).
  useEventListener(window, 'online', () => {
    if (toValue(active)) bridge.app.wake().catch(() => {})
  })

  useEventListener(window, 'pagehide', () => {
    if (shown.value) tell(false)
  })

  return { viewer, shown }
}
