import type { HandlersOf } from '../../base/bridge/dispatcher'
import type { ApiClient } from '../../service/api'
import type { PlaybackEngine } from './engine'
import type { PlayerControl } from './index'
import { suggestionsFrom } from './suggestions'

/**
 * The bridge's `playback.*` methods over the engine. Commands never throw: failures arrive as notices, and
 * `playback.run` (the player's commands by id) answers them as its outcome too.
 */
export function createPlaybackHandlers(
  engine: PlaybackEngine,
  api: () => ApiClient,
  player: Pick<PlayerControl, 'run'>,
): HandlersOf<'playback'> {
  return {
    'playback.get': () => engine.state(),
    'playback.run': (call) => player.run(call),
    'playback.play': (input) => engine.run({ kind: 'play', play: input ?? null }),
    'playback.seek': ({ positionMs }) => engine.runLatest({ kind: 'seek', positionMs }),
    'playback.setVolume': ({ percent }) => engine.runLatest({ kind: 'volume', percent }),
    'playback.transfer': ({ deviceId, play }) =>
      engine.run({ kind: 'transfer', deviceId, play: play ?? true }),
    'playback.addToQueue': ({ uri }) => engine.addToQueue(uri),
    'playback.cancelWaiting': () => {
      engine.cancelWaiting()
      return undefined
    },
    'playback.devices': () => engine.devices(),
    'playback.queue': () => engine.queue(),
    async 'playback.suggestions'(_input, { signal }) {
      return suggestionsFrom(
        await api().player.getRecentlyPlayed({ limit: 50 }, { lane: 'interactive', signal }),
      )
    },
    'playback.setVisible': ({ viewer, visible, focused }) => {
      engine.setVisible(viewer, visible, focused)
      return undefined
    },
  }
}
