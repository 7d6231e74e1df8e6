import {
  callOn,
  callsOn,
  disallowedReason,
  repeatModes,
  type Device,
  type PlaybackState,
  type PlayerAction,
  type RepeatMode,
  type ShownLanguage,
  type SleepTimerState,
  type WholeName,
} from '../../../contract'
import { wordsIn, type Say } from '../../base/words'
import type { PlayerControl } from '../playback'
import type { SleepTimer } from '../sleep-timer'
import { sleepTrayItem, type SleepSubmenu } from './tray-sleep'
import { actionRefused, commandsRefused, statusHeadline } from './controls'
import { trayWords, type TrayWords } from './tray-words'
import { controlWords, type ControlWords } from './control-words'

/**
 * The tray icon's menu as data: the shell renders it with `Menu.buildFromTemplate` and sends clicks back as
 * actions. Every label, enabled state, check mark and the reason a control is disabled is decided here, from
 * the playback state alone, so the menu is tested as a table and the shell decides nothing.
 */

export type TrayAction =
  | WholeName<'tray'>
  | { repeat: RepeatMode }
  | { transfer: string }
  | SleepSubmenu['items'][number]['action']
  | 'toggleMiniPlayer'
  | 'openMain'
  | 'openSettings'
  | 'quit'

interface Control {
  id: string
  label: string
  action: TrayAction
  enabled: boolean
  /** Why the item is disabled, in words (a tooltip on macOS; the status line says it everywhere). */
  disabledReason: string | null
}

export type TrayItem =
  /** A line of text that does nothing (what plays, the status). */
  | { type: 'label'; id: string; label: string }
  | ({ type: 'action' } & Control)
  | ({ type: 'checkbox'; checked: boolean } & Control)
  | ({ type: 'radio'; checked: boolean } & Control)
  | {
      type: 'submenu'
      id: string
      label: string
      enabled: boolean
      disabledReason: string | null
      items: TrayItem[]
    }
  | { type: 'separator'; id: string }

export interface TrayModel {
  /** Which tray image: `playing` while something plays, `paused` otherwise. */
  icon: 'playing' | 'paused'
  /** At most 127 characters (the Windows limit). */
  tooltip: string
  items: TrayItem[]
}

export interface TrayMenuOptions {
  /** Whether the mini player shows now: the item says "Hide mini player" then. */
  miniPlayerVisible: boolean
  /** The time now (epoch ms): a wait's end is said against it ("until tomorrow at 05:11"). */
  now: number
  /** The sleep timer as it stands: its submenu (15 to 60 minutes, End of this track, Off); absent, none. */
  sleep?: SleepTimerState
  /** The language the menu speaks (Settings' choice, else the system's); absent: English. */
  language?: ShownLanguage
}

/** Menu lines are cut to this many characters: long titles would make the menu as wide as the screen. */
export const TRAY_LABEL_MAX = 60
export const TRAY_TOOLTIP_MAX = 127

export function ellipsize(text: string, max: number): string {
  const chars = [...text]
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`
}

function trackLine(state: PlaybackState): string | null {
  const track = state.track
  if (!track) return null
  const artists = track.artists.map((artist) => artist.name).join(', ')
  return artists ? `${track.name} — ${artists}` : track.name
}

function control(
  id: string,
  label: string,
  action: TrayAction,
  reason: string | null,
): Control & { type: 'action' } {
  return { type: 'action', id, label, action, enabled: reason === null, disabledReason: reason }
}

/** The menu's words and the reasons a control is off, in one language. */
interface Speech {
  say: Say<TrayWords>
  why: Say<ControlWords>
  language: ShownLanguage
}

/** Why a player action is refused now, else why nothing can be done while idle (nothing is loaded). */
function refusedNow(state: PlaybackState, action: PlayerAction, speech: Speech): string | null {
  return (
    actionRefused(state, action, speech.language) ??
    (state.status === 'idle' ? speech.why('refused.idle') : null)
  )
}

function transportItems(state: PlaybackState, { say, ...speech }: Speech): TrayItem[] {
  const playing = state.isPlaying
  const refused = (action: PlayerAction) => refusedNow(state, action, { say, ...speech })
  return [
    control(
      'play-pause',
      say(playing ? 'pause' : 'play'),
      'playPause',
      refused(playing ? 'pause' : 'resume'),
    ),
    control('next', say('next'), 'next', refused('next')),
    control('previous', say('previous'), 'previous', refused('previous')),
  ]
}

function saveItem(state: PlaybackState, { say, why, language }: Speech): TrayItem {
  const track = state.track
  const label = say(state.saved ? 'unsave' : 'save')
  // Saving is not a player command: a free account may save; only the connection and a track matter.
  const refused =
    state.status === 'signed-out' || state.status === 'offline' || state.status === 'rate-limited'
      ? commandsRefused(state, language)
      : !track
        ? why('refused.nothingToSave')
        : !track.id || track.isLocal
          ? why('refused.localFile')
          : null
  return control('save', label, 'toggleSave', refused)
}

function deviceItems(
  state: PlaybackState,
  devices: readonly Device[],
  { say, why, language }: Speech,
): TrayItem {
  const list = [...devices]
  // The device playing now belongs in the list even before the device list was read.
  if (state.device && !list.some((device) => device.id === state.device!.id)) list.unshift(state.device)
  const refused = state.status === 'signed-out' ? commandsRefused(state, language) : null
  const transferRefused =
    state.status === 'offline' || state.status === 'rate-limited'
      ? commandsRefused(state, language)
      : disallowedReason(state, 'transfer')
  const items: TrayItem[] = list.length
    ? list.map((device) => {
        const reason = device.isRestricted
          ? why('refused.restricted', { name: device.name })
          : transferRefused
        const active = state.device ? device.id === state.device.id : device.isActive
        return {
          type: 'radio',
          id: `device:${device.id}`,
          label: ellipsize(device.name, TRAY_LABEL_MAX),
          action: { transfer: device.id },
          // Choosing the device that already plays does nothing; it stays enabled to show the check mark.
          enabled: reason === null,
          disabledReason: reason,
          checked: active,
        }
      })
    : [{ type: 'label', id: 'devices:none', label: say('noDevices') }]
  return {
    type: 'submenu',
    id: 'devices',
    label: say('devices'),
    enabled: refused === null,
    disabledReason: refused,
    items,
  }
}

function modeItems(state: PlaybackState, speech: Speech): TrayItem[] {
  const say = speech.say
  const modeLabel = (mode: RepeatMode) => say(`repeatMode.${mode}`)
  const shuffleRefused = refusedNow(state, 'shuffle', speech)
  const repeatRefused = refusedNow(state, 'repeat', speech)
  return [
    {
      ...control('shuffle', say('shuffle'), 'toggleShuffle', shuffleRefused),
      type: 'checkbox',
      checked: state.shuffle,
    },
    {
      type: 'submenu',
      id: 'repeat',
      label: say('repeat', { mode: modeLabel(state.repeat) }),
      enabled: repeatRefused === null,
      disabledReason: repeatRefused,
      items: repeatModes.map((mode) => ({
        ...control(`repeat:${mode}`, modeLabel(mode), { repeat: mode }, repeatRefused),
        type: 'radio' as const,
        checked: state.repeat === mode,
      })),
    },
  ]
}

/** The menu, the tooltip and the icon for one playback state and device list. */
export function trayMenu(
  state: PlaybackState,
  devices: readonly Device[],
  options: TrayMenuOptions,
): TrayModel {
  const language = options.language ?? 'en'
  const say = wordsIn(trayWords, language)
  const speech: Speech = { say, why: wordsIn(controlWords, language), language }
  const track = trackLine(state)
  const line = track && !state.isPlaying ? say('paused', { line: track }) : track
  const headline = statusHeadline(state, options.now, language)
  const header: TrayItem[] = []
  if (line) header.push({ type: 'label', id: 'now-playing', label: ellipsize(line, TRAY_LABEL_MAX) })
  if (headline) header.push({ type: 'label', id: 'status', label: ellipsize(headline, TRAY_LABEL_MAX) })
  const signedIn = state.status !== 'signed-out'
  const items: TrayItem[] = [
    ...header,
    { type: 'separator', id: 'sep:header' },
    ...transportItems(state, speech),
    { type: 'separator', id: 'sep:transport' },
    saveItem(state, speech),
    ...(signedIn ? [deviceItems(state, devices, speech)] : []),
    ...modeItems(state, speech),
    ...(signedIn && options.sleep ? [sleepTrayItem(options.sleep, state, language)] : []),
    { type: 'separator', id: 'sep:modes' },
    control(
      'mini-player',
      say(options.miniPlayerVisible ? 'hideMini' : 'showMini'),
      'toggleMiniPlayer',
      null,
    ),
    control('open', say('open'), 'openMain', null),
    control('settings', say('settings'), 'openSettings', null),
    { type: 'separator', id: 'sep:app' },
    control('quit', say('quit'), 'quit', null),
  ]
  const tooltipLine = line ?? headline ?? ''
  return {
    icon: state.isPlaying && state.track && signedIn ? 'playing' : 'paused',
    tooltip: ellipsize(tooltipLine ? `Encore\n${tooltipLine}` : 'Encore', TRAY_TOOLTIP_MAX),
    items,
  }
}

/** What a tray action may call on the player: the dispatcher, and moving playback to a device. */
export type TrayPlaybackApi = Pick<PlayerControl, 'run' | 'transfer'>

/** The actions only the shell can carry out (windows, quitting). */
export interface TrayShellActions {
  toggleMiniPlayer(): void
  openMain(): void
  openSettings(): void
  quit(): void
}

/** The player's command each tray item runs (the command table's `tray` names). */
export const trayPlayerCalls = callsOn('tray')

const isPlayerAction = (action: string): action is keyof typeof trayPlayerCalls =>
  Object.hasOwn(trayPlayerCalls, action)

/**
 * Runs one tray action: a player action as its command through the one dispatcher (`PlayerControl.run`; the
 * engine's step decides toggles from the player as it is now and says a refusal as a notice), window actions
 * through the shell.
 */
export async function runTrayAction(
  action: TrayAction,
  deps: { playback: TrayPlaybackApi; shell: TrayShellActions; sleep: Pick<SleepTimer, 'set'> },
): Promise<void> {
  if (typeof action === 'object') {
    if ('sleep' in action) await deps.sleep.set(action.sleep)
    else if ('repeat' in action) await deps.playback.run(callOn('tray', 'repeat', { mode: action.repeat }))
    else await deps.playback.transfer({ deviceId: action.transfer })
    return
  }
  if (isPlayerAction(action)) {
    await deps.playback.run(trayPlayerCalls[action])
    return
  }
  switch (action) {
    case 'toggleMiniPlayer':
      return deps.shell.toggleMiniPlayer()
    case 'openMain':
      return deps.shell.openMain()
    case 'openSettings':
      return deps.shell.openSettings()
    case 'quit':
      return deps.shell.quit()
  }
}

/** How the tray icon answers clicks on a platform. */
export interface TrayClicks {
  /**
   * Attach the menu to the icon (`Tray.setContextMenu`). Linux needs it: AppIndicator trays only ever show
   * the attached menu and may never send a click. On macOS an attached menu opens on every click, which
   * would leave no click for the mini player, so the menu opens on a right click there instead.
   */
  attachMenu: boolean
  /** A left click toggles the mini player (where the platform sends one). */
  clickTogglesMiniPlayer: boolean
  /** A right click opens the menu by hand (`Tray.popUpContextMenu`). */
  rightClickOpensMenu: boolean
}

export function trayClicks(platform: NodeJS.Platform): TrayClicks {
  return platform === 'darwin'
    ? { attachMenu: false, clickTogglesMiniPlayer: true, rightClickOpensMenu: true }
    : { attachMenu: true, clickTogglesMiniPlayer: true, rightClickOpensMenu: false }
}
