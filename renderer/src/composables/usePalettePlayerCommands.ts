import { bindingsOn, type PlaybackState, type SurfaceBinding, type SurfaceName } from '@contract'
import { commandTitle, commandWords } from '../command-words'
import { useWords } from '../i18n'
import { usePlaybackStore } from '../stores/playback'
import type { PaletteCommand } from './usePaletteCommands'

type PaletteName = SurfaceName<'palette'>

/** What the palette says beside a player command, from what plays now (plain "Player" for the others). */
const details: Partial<Record<PaletteName, (state: PlaybackState | null, volume: number | null) => string>> =
  {
    'player:play-pause': (state) => palette(state?.isPlaying ? 'pauses' : 'plays'),
    'player:shuffle': (state) => palette(state?.shuffle ? 'shuffleOff' : 'shuffleOn'),
    'player:repeat': (state) => palette(`repeat.${state?.repeat ?? 'off'}`),
    'player:like': (state) => palette(state?.saved === true ? 'unsave' : 'save'),
    'player:volume-up': (_state, volume) => palette('volume', { volume }),
    'player:volume-down': (_state, volume) => palette('volume', { volume }),
  }
function palette(what: string, values: Record<string, unknown> = {}): string {
  return useWords().t(`commands.palette.${what}`, values)
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
      ? commandTitle(player.isMuted ? 'player.unmute' : 'player.mute')
      : commandWords(binding.name)
  const commandOf = (binding: SurfaceBinding): PaletteCommand[] => {
    const call = binding.call
    if (!call) return []
    const detail = details[binding.name as PaletteName]?.(player.state, player.volume) ?? palette('player')
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
