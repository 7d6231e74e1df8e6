import type { EventSubscriber, PlaybackState, PlayerCommandCall } from '../../../../contract'
import type { PlayerControl } from '../../playback'
import type { Clock, Logger } from '../../../base/ports'
import type { DesktopControl } from '../desktop-service'
import type { EngineCall } from './mpris-model'
import type { MprisOptions, MprisPlayer } from './mpris-service'

/** The player's command an MPRIS request's engine call is (the model keeps the specification's rules). */
export function playerCallOfMpris(call: EngineCall): PlayerCommandCall {
  switch (call.verb) {
    case 'togglePlay':
      return { id: 'player.toggle' }
    case 'play':
      return { id: 'player.play', args: {} }
    case 'pause':
      return { id: 'player.pause' }
    case 'next':
      return { id: 'player.next' }
    case 'previous':
      return { id: 'player.previous' }
    case 'seek':
      return { id: 'player.seekTo', args: { positionMs: call.positionMs } }
    case 'setVolume':
      return { id: 'player.volumeTo', args: { percent: call.percent } }
    case 'setShuffle':
      return { id: 'player.setShuffle', args: { on: call.on } }
    case 'setRepeat':
      return { id: 'player.setRepeat', args: { mode: call.mode } }
  }
}

/** Runs an MPRIS request's call through the one dispatcher (the same path as the tray and the hotkeys). */
export async function callEngine(playback: Pick<PlayerControl, 'run'>, call: EngineCall): Promise<void> {
  await playback.run(playerCallOfMpris(call))
}

export interface EncoreMprisOptions extends Pick<
  MprisOptions,
  'busAddress' | 'instanceId' | 'identity' | 'desktopEntry' | 'raise' | 'quit'
> {
  clock: Clock
  logger: Logger
}

/**
 * Starts the MPRIS player over a running Encore (either shell calls this on Linux) and keeps the desktop
 * state's media controls in step: starting, running, or failed with the reason. Resolves to the player, or
 * to null when it could not start (the reason is in the desktop state and the log).
 */
export async function startEncoreMpris(
  encore: {
    player: Pick<PlayerControl, 'state' | 'run'>
    on: EventSubscriber
    desktop: Pick<DesktopControl, 'setMediaControls'>
  },
  options: EncoreMprisOptions,
): Promise<MprisPlayer | null> {
  const report = (status: 'starting' | 'running' | 'failed' | 'off', message: string | null = null) =>
    encore.desktop.setMediaControls({ kind: 'mpris', status, message })
  if (!options.busAddress) {
    report(
      'failed',
      'No session D-Bus was found (DBUS_SESSION_BUS_ADDRESS is not set), so media keys and the desktop’s media widgets cannot reach Encore.',
    )
    return null
  }
  report('starting')
  let current: PlaybackState = encore.player.state()
  try {
    // D-Bus (dbus-next and its XML parser, ~2 MiB of heap) is loaded only when there is a session bus to use.
    const { startMprisPlayer } = await import('./mpris-service')
    const player = await startMprisPlayer({
      ...options,
      playback: {
        state: () => current,
        onState(listener) {
          return encore.on('playback.state', (state) => {
            current = state
            listener(state)
          })
        },
        call: (call) => callEngine(encore.player, call),
      },
      onLost: (error) => report('failed', `The session D-Bus went away (${error.message}).`),
    })
    report('running')
    return {
      busName: player.busName,
      async stop() {
        await player.stop()
        report('off')
      },
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    options.logger.warn('The MPRIS player could not start', { error: reason })
    report('failed', `Encore could not register its media controls on the session D-Bus (${reason}).`)
    return null
  }
}
