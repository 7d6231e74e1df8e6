import type { PlaybackState } from '../../../contract'
import type { Clock } from '../../base/ports'
import type { OutputOptions } from './command'
import { followKey, renderStatus } from './status-text'

/**
 * `status --follow`: the status now, then again each time what plays changes (the track, playing or paused,
 * the device, its volume, shuffle, repeat, the status), for status bars. It follows the engine's published
 * state (`playback.state`) and sends no request of its own: a change shows as soon as Encore reads it (within
 * about 5 s while a window shows the player, at each track's end, and at the hidden rhythm otherwise).
 */
export interface FollowDeps {
  state(): Promise<PlaybackState>
  onState(listener: (state: PlaybackState) => void): () => void
  clock: Clock
}

/** Writes the lines until the returned function is called. */
export async function followStatus(
  deps: FollowDeps,
  output: OutputOptions,
  write: (line: string) => void,
): Promise<() => void> {
  let last: string | null = null
  // What counts as a change: for text, the line it prints (a field it does not show is no change); for JSON,
  // every field. Never the position moving on by itself.
  const keyOf = (state: PlaybackState) =>
    output.json ? followKey(state) : renderStatus({ ...state, progressMs: 0, sampledAt: 0 }, output, 0)
  const show = (state: PlaybackState) => {
    const key = keyOf(state)
    if (key === last) return
    last = key
    write(renderStatus(state, output, deps.clock.now()))
  }
  // Listen first: a change published while the first state is read is not missed.
  const queued: PlaybackState[] = []
  let ready = false
  const stop = deps.onState((state) => (ready ? show(state) : queued.push(state)))
  show(await deps.state())
  ready = true
  for (const state of queued) show(state)
  return stop
}
