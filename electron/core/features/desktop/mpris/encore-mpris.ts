import type { EventSubscriber, PlaybackState } from '../../../../contract'
import type { PlayerControl } from '../../playback'
import type { Clock, Logger } from '../../../base/ports'
import type { DesktopControl } from '../desktop-service'
import { wordsNow, type Say } from '../../../base/words'
import { desktopWords, type DesktopWords } from '../desktop-words'
import type { MprisOptions, MprisPlayer } from './mpris-service'

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
    desktop: Pick<DesktopControl, 'setMediaControls'> & Partial<Pick<DesktopControl, 'language'>>
  },
  options: EncoreMprisOptions,
): Promise<MprisPlayer | null> {
  // Said in the language the desktop speaks when it is said (absent: English).
  const say: Say<DesktopWords> = (key, values) => wordsNow(desktopWords, encore.desktop.language)(key, values)
  const report = (status: 'starting' | 'running' | 'failed' | 'off', message: string | null = null) =>
    encore.desktop.setMediaControls({ kind: 'mpris', status, message })
  if (!options.busAddress) {
    report('failed', say('mediaControls.noBus'))
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
        // Through the one dispatcher, the same path as the tray and the hotkeys.
        call: async (call) => void (await encore.player.run(call)),
      },
      onLost: (error) => report('failed', say('mediaControls.lost', { reason: error.message })),
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
    report('failed', say('mediaControls.failed', { reason }))
    return null
  }
}
