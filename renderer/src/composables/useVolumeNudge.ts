import { shallowRef, type Ref } from 'vue'

/** How long the wheel or a held key rests before the volume it reached is sent. */
export const VOLUME_SETTLE_MS = 300

/**
 * Volume moved in steps (a wheel's notches, Ctrl/Cmd+↑/↓): each step shows at once, and the service hears only
 * where the gesture settled, one request however many notches it took. `nudgedVolume` is the volume shown
 * meanwhile (null when no gesture waits).
 */
export function useVolumeNudge(volume: Ref<number | null>, send: (percent: number) => Promise<void>) {
  const nudged = shallowRef<number | null>(null)
  let settle: ReturnType<typeof setTimeout> | undefined

  function flush() {
    settle = undefined
    const percent = nudged.value
    if (percent === null) return
    void send(percent).finally(() => {
      // Core's prediction is the volume now; a newer gesture keeps its own.
      if (nudged.value === percent && settle === undefined) nudged.value = null
    })
  }

  /** Moves the volume by `by` percent (from where the gesture has it so far); false when there is none. */
  function nudge(by: number): boolean {
    const from = nudged.value ?? volume.value
    if (from === null) return false
    nudged.value = Math.min(100, Math.max(0, Math.round(from + by)))
    clearTimeout(settle)
    settle = setTimeout(flush, VOLUME_SETTLE_MS)
    return true
  }

  return { nudgedVolume: nudged, nudgeVolume: nudge }
}
