import { PRESENCE_LEASE_MS } from '../../contract'
import type { Clock } from '../ports'

/**
 * Which windows and pages show the player. Each viewer's "visible" lasts a lease and is renewed by saying it
 * again, so a page that vanished without a word (a closed tab, a crashed window) stops counting by itself.
 */
export interface Presence {
  set(viewer: string, visible: boolean): void
  anyVisible(): boolean
  /** Called when the answer of `anyVisible` may have changed. */
  onChange(listener: () => void): () => void
  dispose(): void
}

/** Viewers kept at most; a page that invents new ids cannot grow this without bound. */
const MAX_VIEWERS = 64

export function createPresence(clock: Clock, leaseMs = PRESENCE_LEASE_MS): Presence {
  const visibleUntil = new Map<string, number>()
  const listeners = new Set<() => void>()
  let timer: unknown

  const prune = () => {
    const now = clock.now()
    for (const [viewer, until] of visibleUntil) if (until <= now) visibleUntil.delete(viewer)
  }
  const anyVisible = () => {
    prune()
    return visibleUntil.size > 0
  }
  const notify = () => {
    for (const listener of listeners) listener()
  }
  /** One timer for the earliest lease to run out. */
  const arm = () => {
    if (timer !== undefined) clock.clearTimeout(timer)
    timer = undefined
    if (!visibleUntil.size) return
    const earliest = Math.min(...visibleUntil.values())
    timer = clock.setTimeout(
      () => {
        timer = undefined
        const before = visibleUntil.size
        prune()
        if (visibleUntil.size !== before) notify()
        arm()
      },
      Math.max(0, earliest - clock.now()),
    )
  }

  return {
    set(viewer, visible) {
      const was = anyVisible()
      if (visible) {
        if (!visibleUntil.has(viewer) && visibleUntil.size >= MAX_VIEWERS) {
          const oldest = visibleUntil.keys().next().value
          if (oldest !== undefined) visibleUntil.delete(oldest)
        }
        visibleUntil.delete(viewer)
        visibleUntil.set(viewer, clock.now() + leaseMs)
      } else visibleUntil.delete(viewer)
      arm()
      if (anyVisible() !== was) notify()
    },
    anyVisible,
    onChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    dispose() {
      if (timer !== undefined) clock.clearTimeout(timer)
      timer = undefined
      listeners.clear()
      visibleUntil.clear()
    },
  }
}
