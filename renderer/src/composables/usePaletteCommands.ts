import uFuzzy from '@leeoniya/ufuzzy'
import { createFuzzyRank, type PlayerCommandCall } from '@contract'
import { computed } from 'vue'
import { useRouter } from 'vue-router'
import { commandWords } from '../command-words'
import { useWords } from '../i18n'
import { useCapabilitiesStore } from '../stores/capabilities'
import { useLibraryUiStore } from '../stores/library-ui'
import { usePaletteMoreCommands } from './usePaletteMoreCommands'
import { usePalettePlayerCommands } from './usePalettePlayerCommands'

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
  const capabilities = useCapabilitiesStore()
  const router = useRouter()
  const ui = useLibraryUiStore()
  const more = usePaletteMoreCommands()
  const { t } = useWords()
  type Place = 'home' | 'search' | 'library' | 'listening' | 'nowPlaying' | 'browse' | 'radio' | 'settings'
  const go = (id: string, place: Place, path: string, keywords = ''): PaletteCommand => ({
    id: `go:${id}`,
    label: t('frame.palette.goTo', { place: t(`frame.sidebar.place.${place}`) }),
    // The label is matched already (commandText): repeating it would let letters match across the two.
    keywords: `open show ${keywords}`,
    detail: t('frame.palette.screen'),
    run: () => void router.push(path),
  })
  const playerCommands = usePalettePlayerCommands()
  return computed<PaletteCommand[]>(() => [
    ...playerCommands.listed(),
    go('home', 'home', '/', 'start discover'),
    go('search', 'search', '/search', 'find catalogue'),
    go('library', 'library', '/library/tracks', 'saved tracks albums playlists artists collection'),
    go('listening', 'listening', '/listening', 'history'),
    go('now-playing', 'nowPlaying', '/now-playing', 'queue current'),
    // As in the sidebar: left out where the service no longer offers them.
    ...(capabilities.unavailable('browse.categories')
      ? []
      : [go('browse', 'browse', '/browse', 'categories genres')]),
    ...(capabilities.unavailable('recommendations')
      ? []
      : [go('radio', 'radio', '/radio', 'recommendations')]),
    go('settings', 'settings', '/settings', 'preferences options hotkeys theme account'),
    {
      id: 'shortcuts',
      label: commandWords('shortcuts'),
      keywords: 'keys hotkeys help',
      detail: t('frame.palette.help'),
      run: () => ui.openShortcuts(),
    },
    ...more.value.map((command) => ({ ...command, whenTyped: true })),
  ])
}
