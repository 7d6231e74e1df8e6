import { describe, expect, it, vi } from 'vitest'
import {
  defaultSettings,
  hotkeyActions,
  type HotkeyAction,
  type PlayerCommandCall,
  type PlaybackState,
} from '../../../../electron/contract'
import type { DesktopEnvironment } from '../../../../electron/core/features/desktop/environment'
import {
  globalShortcutsPortalSwitch,
  hotkeyConflictError,
  hotkeyConflicts,
  hotkeyPlan,
  hotkeySession,
  hotkeysState,
  introducedHotkeyConflict,
  MEDIA_KEYS_NEED_ACCESS,
  runHotkeyAction,
  hotkeyPlayerCalls,
  type HotkeySettings,
} from '../../../../electron/core/features/desktop/hotkeys'
import { engineCommandOf } from '../../../../electron/core/features/playback/call-step'
import { aDevice, aState, NOW } from '../../../support/playback-states'

const hotkeys = (changes: Partial<HotkeySettings> = {}): HotkeySettings => ({
  ...defaultSettings.hotkeys,
  ...changes,
})
const linux = (sessionType: DesktopEnvironment['sessionType']): DesktopEnvironment => ({
  platform: 'linux',
  desktops: ['GNOME'],
  sessionType,
})
const mac: DesktopEnvironment = { platform: 'darwin', desktops: [], sessionType: null }
const windows: DesktopEnvironment = { platform: 'win32', desktops: [], sessionType: null }

describe('hotkey conflicts', () => {
  it('finds none in the defaults', () => {
    expect(hotkeyConflicts(defaultSettings.hotkeys)).toEqual([])
  })

  it('finds two actions on the same keys, spelled differently', () => {
    expect(hotkeyConflicts(hotkeys({ nextTrack: 'Ctrl+Alt+Up' }))).toEqual([
      { action: 'volumeUp', other: 'nextTrack', accelerator: 'CommandOrControl+Alt+Up' },
    ])
  })

  it('refuses only a conflict the change brings in, from the side of the action that changed', () => {
    const before = hotkeys()
    const after = hotkeys({ saveTrack: 'CmdOrCtrl+Alt+M' })
    const conflict = introducedHotkeyConflict(after, before)
    expect(conflict).toEqual({
      action: 'saveTrack',
      other: 'toggleMiniPlayer',
      accelerator: 'CmdOrCtrl+Alt+M',
    })
    const error = hotkeyConflictError(conflict!, 'linux')
    expect(error.code).toBe('INVALID_INPUT')
    // The keys as Settings shows them on this platform; the details keep the setting's spelling.
    expect(error.message).toBe(
      '“Save or remove the current track” cannot use Ctrl+Alt+M: “Show or hide the mini player” already uses these keys. Choose other keys for one of them.',
    )
    expect(error.details).toMatchObject({
      reason: 'HOTKEY_CONFLICT',
      actions: ['saveTrack', 'toggleMiniPlayer'],
      accelerator: 'CmdOrCtrl+Alt+M',
      path: 'hotkeys.saveTrack',
    })
    expect(hotkeyConflictError(conflict!, 'mac').message).toMatch(
      /^“Save or remove the current track” cannot use ⌥⌘M: /,
    )
    expect(
      hotkeyConflictError(
        { action: 'nextTrack', other: 'playPause', accelerator: 'MediaPlayPause' },
        'windows',
      ).message,
    ).toMatch(/ cannot use Play\/Pause key: “Play \/ pause” already uses these keys/)
    // Whichever of the two comes first in the list, the action that changed is the one named.
    expect(introducedHotkeyConflict(hotkeys({ toggleMiniPlayer: 'Ctrl+Alt+Up' }), before)).toMatchObject({
      action: 'toggleMiniPlayer',
      other: 'volumeUp',
    })
    expect(introducedHotkeyConflict(hotkeys({ playPause: 'Ctrl+Alt+Down' }), before)).toMatchObject({
      action: 'playPause',
      other: 'volumeDown',
    })
    // A file that already had the clash does not block an unrelated change.
    expect(introducedHotkeyConflict({ ...after, volumeUp: 'F13' }, after)).toBeNull()
  })

  it('lets an empty hotkey stand beside another empty one', () => {
    expect(hotkeyConflicts(hotkeys({ seekForward: '', seekBackward: '', saveTrack: '' }))).toEqual([])
  })
})

describe('hotkeySession: what the session supports', () => {
  it.each([
    ['macOS', mac, false, 'native', /Accessibility/],
    ['Windows', windows, false, 'native', /every app/],
    ['Linux X11 with MPRIS', linux('x11'), true, 'native', /X server.*MPRIS/],
    ['Linux Wayland', linux('wayland'), true, 'portal', /GlobalShortcuts portal.*GNOME asks you once/],
    ['Linux without a session type', linux(null), false, 'native', /X server/],
  ] as const)('%s', (_name, environment, mprisRunning, mechanism, support) => {
    const session = hotkeySession(environment, { mode: 'electron', mprisRunning })
    expect(session.mechanism).toBe(mechanism)
    expect(session.support).toMatch(support)
    expect(session.mediaKeysViaMpris).toBe(mprisRunning)
  })

  it('has none in browser mode', () => {
    expect(hotkeySession(linux('x11'), { mode: 'browser', mprisRunning: false })).toMatchObject({
      mechanism: 'none',
      support: expect.stringContaining('Browser mode cannot listen'),
    })
  })
})

describe('hotkeyPlan and hotkeysState', () => {
  const native = hotkeySession(windows, { mode: 'electron', mprisRunning: false })
  const linuxMpris = hotkeySession(linux('x11'), { mode: 'electron', mprisRunning: true })

  it('registers every set hotkey, media keys included, where the system takes them', () => {
    const plan = hotkeyPlan(hotkeys(), native)
    expect(plan.register.map((binding) => binding.accelerator)).toEqual([
      'MediaPlayPause',
      'MediaNextTrack',
      'MediaPreviousTrack',
      'CommandOrControl+Alt+Up',
      'CommandOrControl+Alt+Down',
      'CommandOrControl+Alt+.',
      'CommandOrControl+Alt+,',
      'CommandOrControl+Alt+S',
      'CommandOrControl+Alt+M',
    ])
    expect(plan.entries.every((entry) => entry.result === 'pending')).toBe(true)
  })

  it('macOS without the accessibility permission: leaves media keys out, saying where to allow them', () => {
    const waiting = hotkeySession(mac, { mode: 'electron', mprisRunning: false, accessibilityTrusted: false })
    expect(waiting.support).toContain('wait for your permission')
    const plan = hotkeyPlan(hotkeys(), waiting)
    const mediaKeys: HotkeyAction[] = ['playPause', 'nextTrack', 'previousTrack']
    // Every other hotkey is registered as usual.
    expect(plan.register.map((binding) => binding.action)).toEqual(
      hotkeyActions.filter((action) => !mediaKeys.includes(action)),
    )
    for (const action of mediaKeys) {
      expect(plan.entries.find((entry) => entry.action === action)).toMatchObject({
        result: 'needs-access',
        message: MEDIA_KEYS_NEED_ACCESS,
      })
    }
    // Granted (or not known yet): media keys are registered like the others.
    for (const accessibilityTrusted of [true, null]) {
      const session = hotkeySession(mac, { mode: 'electron', mprisRunning: false, accessibilityTrusted })
      expect(hotkeyPlan(hotkeys(), session).register.map((binding) => binding.action)).toContain('playPause')
    }
  })

  it('leaves media keys to MPRIS on Linux, saying so', () => {
    const plan = hotkeyPlan(hotkeys(), linuxMpris)
    expect(plan.register.map((binding) => binding.action)).not.toContain('playPause')
    expect(plan.entries.find((entry) => entry.action === 'playPause')).toMatchObject({
      result: 'media-controls',
      message: expect.stringContaining('MPRIS'),
    })
  })

  it('registers nothing when hotkeys are off, and skips empty ones', () => {
    expect(hotkeyPlan(hotkeys({ enabled: false }), native)).toMatchObject({ register: [] })
    expect(
      hotkeyPlan(hotkeys({ enabled: false }), native).entries.every((entry) => entry.result === 'off'),
    ).toBe(true)
    const plan = hotkeyPlan(hotkeys({ saveTrack: '' }), native)
    expect(plan.entries.find((entry) => entry.action === 'saveTrack')?.result).toBe('off')
    expect(plan.register).toHaveLength(8)
  })

  it('registers the first of two clashing actions and marks the second', () => {
    const plan = hotkeyPlan(hotkeys({ saveTrack: 'Ctrl+Alt+Up' }), native)
    expect(plan.register.filter((binding) => /Up$/.test(binding.accelerator))).toEqual([
      { action: 'volumeUp', accelerator: 'CommandOrControl+Alt+Up' },
    ])
    expect(plan.entries.find((entry) => entry.action === 'saveTrack')).toMatchObject({
      result: 'conflict',
      message: '“Volume up” already uses these keys.',
    })
  })

  it('marks every set hotkey unsupported in browser mode', () => {
    const plan = hotkeyPlan(hotkeys(), hotkeySession(windows, { mode: 'browser', mprisRunning: false }))
    expect(plan.register).toEqual([])
    expect(new Set(plan.entries.map((entry) => entry.result))).toEqual(new Set(['unsupported']))
  })

  it('turns the shell’s report into registered and taken, with words for taken', () => {
    const report = [
      { action: 'playPause', accelerator: 'MediaPlayPause', registered: true },
      { action: 'volumeUp', accelerator: 'CommandOrControl+Alt+Up', registered: false },
    ] as const
    const state = hotkeysState(hotkeys(), native, report, 'windows')
    const result = (action: HotkeyAction) => state.entries.find((entry) => entry.action === action)
    expect(result('playPause')).toMatchObject({ result: 'registered', message: null })
    expect(result('volumeUp')).toMatchObject({
      result: 'taken',
      message:
        'The system refused Ctrl+Alt+↑: another app holds these keys. Choose other keys, or free them in that app.',
    })
    const onMac = hotkeysState(hotkeys(), native, report, 'mac').entries
    expect(onMac.find((entry) => entry.action === 'volumeUp')?.message).toMatch(/^The system refused ⌥⌘↑: /)
    expect(result('nextTrack')?.result).toBe('pending')
    expect(state).toMatchObject({ enabled: true, mechanism: 'native' })
  })

  it('ignores a report for keys that changed since', () => {
    const state = hotkeysState(
      hotkeys({ volumeUp: 'F14' }),
      native,
      [{ action: 'volumeUp', accelerator: 'CommandOrControl+Alt+Up', registered: true }],
      'linux',
    )
    expect(state.entries.find((entry) => entry.action === 'volumeUp')?.result).toBe('pending')
  })
})

describe('what hotkeys do', () => {
  /** What the engine's step makes of a hotkey's command on `state` (it decides steps from the player as it is). */
  const decided = (action: Exclude<HotkeyAction, 'toggleMiniPlayer'>, state: PlaybackState) =>
    engineCommandOf(hotkeyPlayerCalls[action], state, NOW, null)

  it('steps the volume by 5 within 0–100, and says why when it cannot', () => {
    expect(decided('volumeUp', aState({ device: aDevice({ volumePercent: 60 }) }))).toEqual({
      kind: 'volume',
      percent: 65,
    })
    expect(decided('volumeUp', aState({ device: aDevice({ volumePercent: 98 }) }))).toEqual({
      kind: 'volume',
      percent: 100,
    })
    expect(decided('volumeDown', aState({ device: aDevice({ volumePercent: 3 }) }))).toEqual({
      kind: 'volume',
      percent: 0,
    })
    expect(decided('volumeUp', aState({ device: aDevice({ volumePercent: null }) }))).toEqual({
      refused: 'Encore Desktop does not let apps change its volume.',
      code: 'NO_VOLUME',
    })
    expect(decided('volumeUp', aState({ device: null }))).toMatchObject({
      refused: expect.stringContaining('No device'),
    })
  })

  it('seeks 10 s from the extrapolated position, within the track', () => {
    // Read at 30 s, playing, 4 s ago: now at 34 s.
    const state = aState({ progressMs: 30_000, sampledAt: NOW - 4_000, isPlaying: true })
    expect(decided('seekForward', state)).toEqual({ kind: 'seek', positionMs: 44_000 })
    expect(decided('seekBackward', state)).toEqual({ kind: 'seek', positionMs: 24_000 })
    expect(decided('seekBackward', aState({ progressMs: 5_000, isPlaying: false }))).toEqual({
      kind: 'seek',
      positionMs: 0,
    })
    expect(decided('seekForward', aState({ progressMs: 195_000, isPlaying: false }))).toEqual({
      kind: 'seek',
      positionMs: 199_000,
    })
    expect(decided('seekForward', aState({ track: null }))).toMatchObject({
      refused: expect.any(String),
      code: 'NOTHING_PLAYING',
    })
  })

  function run(action: HotkeyAction) {
    const playback = { run: vi.fn(async (_call: PlayerCommandCall) => ({ status: 'done' as const })) }
    const toggleMiniPlayer = vi.fn()
    const done = runHotkeyAction(action, { playback, toggleMiniPlayer })
    return { playback, toggleMiniPlayer, done }
  }

  it('runs each action’s player command through the dispatcher', async () => {
    const cases: [HotkeyAction, PlayerCommandCall][] = [
      ['playPause', { id: 'player.toggle' }],
      ['nextTrack', { id: 'player.next' }],
      ['previousTrack', { id: 'player.previous' }],
      ['volumeUp', { id: 'player.volumeBy', args: { delta: 5 } }],
      ['volumeDown', { id: 'player.volumeBy', args: { delta: -5 } }],
      ['seekForward', { id: 'player.seekBy', args: { deltaMs: 10_000 } }],
      ['seekBackward', { id: 'player.seekBy', args: { deltaMs: -10_000 } }],
      ['saveTrack', { id: 'player.toggleSaved' }],
    ]
    for (const [action, call] of cases) {
      const { playback, done } = run(action)
      await done
      expect(playback.run, action).toHaveBeenCalledOnce()
      expect(playback.run, action).toHaveBeenCalledWith(call)
    }
  })

  it('toggles the mini player through the shell', async () => {
    const { toggleMiniPlayer, playback, done } = run('toggleMiniPlayer')
    await done
    expect(toggleMiniPlayer).toHaveBeenCalledOnce()
    expect(playback.run).not.toHaveBeenCalled()
  })
})

describe('globalShortcutsPortalSwitch', () => {
  const wayland = linux('wayland')
  it('adds nothing for Electron 45, which turns the portal on itself', () => {
    expect(globalShortcutsPortalSwitch('45.4.1', wayland, '')).toBeNull()
    expect(globalShortcutsPortalSwitch('43.2.0', wayland, '')).toBeNull()
  })

  it('turns the portal on for an Electron that needs the switch, keeping features already passed', () => {
    expect(globalShortcutsPortalSwitch('44.1.0', wayland, '')).toBe('GlobalShortcutsPortal')
    expect(globalShortcutsPortalSwitch('36.0.0', wayland, 'UseOzonePlatform, WaylandWindowDecorations')).toBe(
      'UseOzonePlatform,WaylandWindowDecorations,GlobalShortcutsPortal',
    )
    expect(globalShortcutsPortalSwitch('44.1.0', wayland, 'GlobalShortcutsPortal')).toBeNull()
  })

  it('adds nothing outside Wayland or before the portal existed', () => {
    expect(globalShortcutsPortalSwitch('44.1.0', linux('x11'), '')).toBeNull()
    expect(globalShortcutsPortalSwitch('44.1.0', mac, '')).toBeNull()
    expect(globalShortcutsPortalSwitch('34.0.0', wayland, '')).toBeNull()
  })
})
