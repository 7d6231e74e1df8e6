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
    else {
      const call = shortcutPlayerCalls[command]
      if (call.id === 'player.volumeBy') player.nudgeVolume(call.args.delta)
    }
  }

  // Space is the play key's own (useSpaceToPlay: it leaves buttons and fields their Space).
  const { 'player:play-pause': playPause, ...keyed } = shortcutPlayerCalls
  useSpaceToPlay(() => void player.run(playPause))
  const keys = Object.keys(keyed) as Exclude<PlayerShortcut, 'player:play-pause'>[]
  usePageShortcuts({
    ...Object.fromEntries(keys.map((command) => [command, runs(command)])),
    'player:volume-up': () => volumeBy('player:volume-up'),
    'player:volume-down': () => volumeBy('player:volume-down'),
    ...more,
  })
}
