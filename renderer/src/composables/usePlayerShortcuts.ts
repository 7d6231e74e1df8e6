import { shortcutPlayerCalls } from '@contract'
import { useNoticesStore } from '../stores/notices'
import { usePlaybackStore } from '../stores/playback'
import { usePageShortcuts, type ShortcutAction } from './usePageShortcuts'
import { usePlayerControls } from './usePlayerControls'
import { useSpaceToPlay } from './useSpaceToPlay'

type PlayerShortcut = keyof typeof shortcutPlayerCalls
type PageOnly = Exclude<Parameters<typeof usePageShortcuts>[0], undefined>

/**
 * The player's keys, the same wherever the player shows (the main window and the mini player): Space plays and
 * pauses, and each player shortcut of the contract's table runs its command of the registry through core's
 * dispatcher, which decides the toggles. `more` adds a window's own keys (Search, the list's filter, the sheet).
 */
export function usePlayerShortcuts(more: Omit<PageOnly, PlayerShortcut> = {}): void {
  const player = usePlaybackStore()
  const reasons = usePlayerControls()
  const notices = useNoticesStore()

  const runs =
    (command: PlayerShortcut): ShortcutAction =>
    () =>
      void player.run(shortcutPlayerCalls[command])
  /**
   * Ctrl/Cmd+↑/↓ held down is a gesture, as the wheel is: each step shows at once and the service hears only
   * where it settled (the page's nudge), in the registry's step.
   */
  function volumeBy(command: 'player:volume-up' | 'player:volume-down') {
    const reason = reasons.volume.value
    if (reason) notices.push({ level: 'info', message: reason })
    else player.nudgeVolume(shortcutPlayerCalls[command].args.delta)
  }

  useSpaceToPlay(() => void player.run(shortcutPlayerCalls['player:play-pause']))
  usePageShortcuts({
    'player:next': runs('player:next'),
    'player:previous': runs('player:previous'),
    'player:seek-forward': runs('player:seek-forward'),
    'player:seek-back': runs('player:seek-back'),
    'player:volume-up': () => volumeBy('player:volume-up'),
    'player:volume-down': () => volumeBy('player:volume-down'),
    'player:mute': runs('player:mute'),
    'player:shuffle': runs('player:shuffle'),
    'player:repeat': runs('player:repeat'),
    'player:like': runs('player:like'),
    ...more,
  })
}
