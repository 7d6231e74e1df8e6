import uFuzzy from '@leeoniya/ufuzzy'
import { commandWords, createFuzzyRank, type PlayerCommandCall } from '@contract'
import { computed } from 'vue'
import { useRouter } from 'vue-router'
import { useCapabilitiesStore } from '../stores/capabilities'
import { useLibraryUiStore } from '../stores/library-ui'
import { usePlaybackStore } from '../stores/playback'
import { usePaletteMoreCommands } from './usePaletteMoreCommands'

/** Something the palette can do besides opening a library item: a player command or a screen to go to. */
export interface PaletteCommand {
  /** Stable across page loads: the palette remembers recent choices by it. */
  id: string
  /** A player's command: the registry's call it runs (through core's dispatcher; core's engine decides toggles). */
  call?: PlayerCommandCall
  label: string
  /** Other words it answers to ("skip" for Next), matched with the label. */
  keywords: string
  detail: string
  run: () => void
  /** Found by typing only: not listed while the palette is empty. */
  whenTyped?: boolean
}

// uFuzzy comes with the palette's chunk only: the contract's matcher is handed it here.
const fuzzyRank = createFuzzyRank(uFuzzy)

/** The commands' own words, as the matcher sees them: the label, then the other words it answers to. */
export const commandText = (command: Pick<PaletteCommand, 'label' | 'keywords'>) =>
  `${command.label} ${command.keywords}`

/** The commands that match `query`, best first (all of them, in their order, for no query). */
export function matchCommands<T extends Pick<PaletteCommand, 'label' | 'keywords'>>(
  commands: readonly T[],
  query: string,
  limit: number,
): T[] {
  if (!query.trim()) return commands.slice(0, limit)
  return fuzzyRank(commands.map(commandText), query, limit).map((at) => commands[at]!)
}

/** The palette's commands: the player's controls (on what plays now) and every screen of the sidebar. */
export function usePaletteCommands() {
  const player = usePlaybackStore()
  const capabilities = useCapabilitiesStore()
  const router = useRouter()
  const ui = useLibraryUiStore()
  const more = usePaletteMoreCommands()
  const go = (id: string, label: string, path: string, keywords = ''): PaletteCommand => ({
    id: `go:${id}`,
    label: `Go to ${label}`,
    // The label is matched already (commandText): repeating it would let letters match across the two.
    keywords: `open show ${keywords}`,
    detail: 'Screen',
    run: () => void router.push(path),
  })
  /** A command of the player's registry, run through core's dispatcher. */
  const playerCommand = (
    command: Omit<PaletteCommand, 'run' | 'call'>,
    call: PlayerCommandCall,
  ): PaletteCommand => ({ ...command, call, run: () => void player.run(call) })
  return computed<PaletteCommand[]>(() => {
    const state = player.state
    const saved = state?.saved === true
    return [
      playerCommand(
        {
          id: 'player:play-pause',
          label: commandWords['player:play-pause'],
          keywords: 'play pause resume stop',
          detail: state?.isPlaying ? 'Player · pauses' : 'Player · plays',
        },
        { id: 'player.toggle' },
      ),
      playerCommand(
        {
          id: 'player:next',
          label: commandWords['player:next'],
          keywords: 'skip forward track',
          detail: 'Player',
        },
        { id: 'player.next' },
      ),
      playerCommand(
        {
          id: 'player:previous',
          label: commandWords['player:previous'],
          keywords: 'back rewind track',
          detail: 'Player',
        },
        { id: 'player.previous' },
      ),
      playerCommand(
        {
          id: 'player:shuffle',
          label: commandWords['player:shuffle'],
          keywords: 'random order',
          detail: `Player · turns shuffle ${state?.shuffle ? 'off' : 'on'}`,
        },
        { id: 'player.toggleShuffle' },
      ),
      playerCommand(
        {
          id: 'player:repeat',
          label: commandWords['player:repeat'],
          keywords: 'loop again',
          detail: `Player · repeat is ${state?.repeat === 'track' ? 'one' : state?.repeat === 'context' ? 'all' : 'off'}`,
        },
        { id: 'player.cycleRepeat' },
      ),
      playerCommand(
        {
          id: 'player:like',
          label: commandWords['player:like'],
          keywords: 'like heart save favourite favorite library',
          detail: saved
            ? 'Player · removes the track from Your Library'
            : 'Player · saves the track to Your Library',
        },
        { id: 'player.toggleSaved' },
      ),
      go('home', 'Home', '/', 'start discover'),
      go('search', 'Search', '/search', 'find catalogue'),
      go('library', 'Library', '/library/tracks', 'saved tracks albums playlists artists collection'),
      go('listening', 'Your listening', '/listening', 'history'),
      go('now-playing', 'Now playing', '/now-playing', 'queue current'),
      // As in the sidebar: left out where the service no longer offers them.
      ...(capabilities.unavailable('browse.categories')
        ? []
        : [go('browse', 'Browse', '/browse', 'categories genres')]),
      ...(capabilities.unavailable('recommendations')
        ? []
        : [go('radio', 'Radio', '/radio', 'recommendations')]),
      go('settings', 'Settings', '/settings', 'preferences options hotkeys theme account'),
      {
        id: 'shortcuts',
        label: commandWords.shortcuts,
        keywords: 'keys hotkeys help',
        detail: 'Help · press ?',
        run: () => ui.openShortcuts(),
      },
      ...more.value.map((command) => ({ ...command, whenTyped: true })),
    ]
  })
}
