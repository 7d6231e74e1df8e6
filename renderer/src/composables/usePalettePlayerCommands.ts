import {
  bindingsOn,
  playerCommandTitles,
  type PlaybackState,
  type SurfaceBinding,
  type SurfaceName,
} from '@contract'
import { usePlaybackStore } from '../stores/playback'
import type { PaletteCommand } from './usePaletteCommands'

type PaletteName = SurfaceName<'palette'>

const repeatWords = { off: 'off', context: 'all', track: 'one' } as const

/** What the palette says beside a player command, from what plays now (plain "Player" for the others). */
const details: Partial<Record<PaletteName, (state: PlaybackState | null, volume: number | null) => string>> =
  {
    'player:play-pause': (state) => (state?.isPlaying ? 'Player · pauses' : 'Player · plays'),
    'player:shuffle': (state) => `Player · turns shuffle ${state?.shuffle ? 'off' : 'on'}`,
    'player:repeat': (state) => `Player · repeat is ${repeatWords[state?.repeat ?? 'off']}`,
    'player:like': (state) =>
      state?.saved === true
        ? 'Player · removes the track from Your Library'
        : 'Player · saves the track to Your Library',
    'player:volume-up': (_state, volume) => `Player · volume ${volume}%`,
    'player:volume-down': (_state, volume) => `Player · volume ${volume}%`,
  }

/**
 * The palette's player commands: the command table's `palette` bindings (their names are the palette's ids,
 * kept across page loads for its recent choices), each running its call through core's dispatcher, which
 * decides toggles. `typed`: those found by typing only (the volume's, offered while a volume is known).
 */
export function usePalettePlayerCommands() {
  const player = usePlaybackStore()
  const label = (binding: SurfaceBinding) =>
    binding.name === 'player:mute'
      ? playerCommandTitles[player.isMuted ? 'player.unmute' : 'player.mute']
      : (binding.words ?? playerCommandTitles[binding.id])
  const commandOf = (binding: SurfaceBinding): PaletteCommand[] => {
    const call = binding.call
    if (!call) return []
    const detail = details[binding.name as PaletteName]?.(player.state, player.volume) ?? 'Player'
    return [
      {
        id: binding.name,
        call,
        label: label(binding),
        keywords: binding.keywords ?? '',
        detail,
        run: () => void player.run(call),
      },
    ]
  }
  return {
    /** Listed while the palette is empty. */
    listed: () =>
      bindingsOn('palette')
        .filter((binding) => !binding.whenTyped)
        .flatMap(commandOf),
    /** Found by typing, while the player has a volume. */
    typed: () =>
      player.volume === null
        ? []
        : bindingsOn('palette')
            .filter((binding) => binding.whenTyped)
            .flatMap(commandOf),
  }
}
