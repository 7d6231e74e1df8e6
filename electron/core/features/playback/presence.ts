import { PRESENCE_LEASE_MS } from '../../../contract'
import { Emitter, type Event } from '../../base/emitter'
import type { Clock } from '../../base/ports'

/**
 * Which windows and pages show the player, and whether one of them has the focus. Each viewer's "visible"
 * lasts a lease and is renewed by saying it again, so a page that vanished without a word (a closed tab, a
 * crashed window) stops counting by itself.
 */
export interface Presence {
  /** `focused` absent: as a viewer that says nothing of focus (pages before it was asked) — focused. */
  set(viewer: string, visible: boolean, focused?: boolean): void
  anyVisible(): boolean
  /** `focused`: a viewer shows the player and has the focus; `shown`: one shows it, none has the focus. */
  level(): PresenceLevel
  /** Called when the answer of `level` (and so perhaps `anyVisible`) may have changed. */
  onChange: Event<void>
  dispose(): void
}

export type PresenceLevel = 'hidden' | 'shown' | 'focused'

/** Viewers kept at most; a page that invents new ids cannot grow this without bound. */
const MAX_VIEWERS = 64

export function createPresence(clock: Clock, leaseMs = PRESENCE_LEASE_MS): Presence {
  const viewers = new Map<string, { until: number; focused: boolean }>()
  const changed = new Emitter<void>()
  let timer: unknown

  const prune = () => {
    const now = clock.now()
    for (const [viewer, { until }] of viewers) if (until <= now) viewers.delete(viewer)
  }
  const anyVisible = () => {
    prune()
    return viewers.size > 0
  }
  const level = (): PresenceLevel => {
    prune()
    if (!viewers.size) return 'hidden'
    for (const { focused } of viewers.values()) if (focused) return 'focused'
    return 'shown'
  }
  /** The level listeners last heard of: they hear again only when it changes. */
  let told: PresenceLevel = 'hidden'
  const tellIfChanged = () => {
    const now = level()
    if (now === told) return
    told = now
    changed.fire()
  }
  /** One timer for the earliest lease to run out. */
  const arm = () => {
    if (timer !== undefined) clock.clearTimeout(timer)
    timer = undefined
    if (!viewers.size) return
    const earliest = Math.min(...[...viewers.values()].map(({ until }) => until))
    timer = clock.setTimeout(
      () => {
        timer = undefined
        tellIfChanged()
        arm()
      },
      Math.max(0, earliest - clock.now()),
    )
  }

  return {
    set(viewer, visible, focused = true) {
      if (visible) {
        if (!viewers.has(viewer) && viewers.size >= MAX_VIEWERS) {
          const oldest = viewers.keys().next().value
          if (oldest !== undefined) viewers.delete(oldest)
        }
        viewers.delete(viewer)
        viewers.set(viewer, { until: clock.now() + leaseMs, focused })
      } else viewers.delete(viewer)
      arm()
      tellIfChanged()
    },
    anyVisible,
    level,
    onChange: changed.event,
    dispose() {
      if (timer !== undefined) clock.clearTimeout(timer)
      timer = undefined
      changed.dispose()
      viewers.clear()
    },
  }
}
