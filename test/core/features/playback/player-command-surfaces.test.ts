import { describe, expect, it, vi } from 'vitest'
import {
  playerCommandIds,
  type HotkeyAction,
  type PlayerCommandCall,
  type PlayerCommandId,
} from '../../../../electron/contract'
import { shortcutPlayerCalls } from '../../../../electron/contract/shortcut-rules'
import { createCommandRunner } from '../../../../electron/core/features/command-line/runner'
import { callEngine } from '../../../../electron/core/features/desktop/mpris/encore-mpris'
import type { EngineCall } from '../../../../electron/core/features/desktop/mpris/mpris-model'
import type { TrayAction } from '../../../../electron/core/features/desktop/tray-menu'
import { systemClock } from '../../../../electron/core/base/ports'
import { createFakeEncore } from '../../../support/fake-encore'
import { aDevice, aState } from '../../../support/playback-states'

/**
 * One row per player command: the tray item, the hotkey, the command line's words, MPRIS's call and the page's
 * shortcut that run it. Each surface must reach the one dispatcher with the same command, and through it the same
 * operation of the player. The page's side (its keys pressed, the palette, the media session, its buttons) has
 * its twin in test/renderer/player-command-surfaces.test.ts.
 */
interface Row {
  call: PlayerCommandCall
  tray?: TrayAction
  hotkey?: Exclude<HotkeyAction, 'toggleMiniPlayer'>
  cli?: string[]
  /** The engine call MPRIS's model makes of a request (PlayPause, SetPosition, the Volume property…). */
  mpris?: EngineCall
  /** The page's keyboard shortcut, by the call its table names (the page sends it over the bridge as it is). */
  shortcut?: keyof typeof shortcutPlayerCalls
}

const ALBUM = 'spotify:album:4aawyAB9vmqN3uQ7FjRGTy'
const rows: Row[] = [
  { call: { id: 'player.play', args: {} }, cli: ['play'], mpris: { verb: 'play' } },
  { call: { id: 'player.play', args: { uri: ALBUM } }, cli: ['play', ALBUM] },
  { call: { id: 'player.pause' }, cli: ['pause'], mpris: { verb: 'pause' } },
  {
    call: { id: 'player.toggle' },
    tray: 'playPause',
    hotkey: 'playPause',
    shortcut: 'player:play-pause',
    cli: ['toggle'],
    mpris: { verb: 'togglePlay' },
  },
  {
    call: { id: 'player.next' },
    tray: 'next',
    hotkey: 'nextTrack',
    shortcut: 'player:next',
    cli: ['next'],
    mpris: { verb: 'next' },
  },
  {
    call: { id: 'player.previous' },
    tray: 'previous',
    hotkey: 'previousTrack',
    shortcut: 'player:previous',
    cli: ['previous'],
    mpris: { verb: 'previous' },
  },
  {
    call: { id: 'player.seekBy', args: { deltaMs: 10_000 } },
    hotkey: 'seekForward',
    shortcut: 'player:seek-forward',
    cli: ['seek', '+10'],
  },
  {
    call: { id: 'player.seekBy', args: { deltaMs: -10_000 } },
    hotkey: 'seekBackward',
    shortcut: 'player:seek-back',
    cli: ['seek', '-10'],
  },
  {
    call: { id: 'player.seekTo', args: { positionMs: 90_000 } },
    cli: ['seek', '1:30'],
    mpris: { verb: 'seek', positionMs: 90_000 },
  },
  {
    call: { id: 'player.volumeBy', args: { delta: 5 } },
    hotkey: 'volumeUp',
    shortcut: 'player:volume-up',
    cli: ['volume', '+5'],
  },
  {
    call: { id: 'player.volumeBy', args: { delta: -5 } },
    hotkey: 'volumeDown',
    shortcut: 'player:volume-down',
    cli: ['volume', '-5'],
  },
  {
    call: { id: 'player.volumeTo', args: { percent: 40 } },
    cli: ['volume', '40'],
    mpris: { verb: 'setVolume', percent: 40 },
  },
  { call: { id: 'player.mute' }, cli: ['mute'] },
  { call: { id: 'player.unmute' }, cli: ['unmute'] },
  { call: { id: 'player.toggleMute' }, shortcut: 'player:mute' },
  {
    call: { id: 'player.setShuffle', args: { on: true } },
    cli: ['shuffle', 'on'],
    mpris: { verb: 'setShuffle', on: true },
  },
  {
    call: { id: 'player.toggleShuffle' },
    tray: 'toggleShuffle',
    shortcut: 'player:shuffle',
    cli: ['shuffle', 'toggle'],
  },
  {
    call: { id: 'player.setRepeat', args: { mode: 'track' } },
    tray: { repeat: 'track' },
    cli: ['repeat', 'track'],
    mpris: { verb: 'setRepeat', mode: 'track' },
  },
  { call: { id: 'player.cycleRepeat' }, shortcut: 'player:repeat', cli: ['repeat', 'cycle'] },
  { call: { id: 'player.setSaved', args: { saved: true } }, cli: ['like'] },
  { call: { id: 'player.setSaved', args: { saved: false } }, cli: ['unlike'] },
  {
    call: { id: 'player.toggleSaved' },
    tray: 'toggleSave',
    hotkey: 'saveTrack',
    shortcut: 'player:like',
    cli: ['like-toggle'],
  },
]

/** The engine's commands the calls came to, and the page operations called, in order, with what they were given. */
type Operations = [string, unknown[]][]

/** Runs one surface on a fresh fake Encore (muted, paused, not saved); the dispatcher's calls and operations. */
type Surface = 'tray' | 'hotkey' | 'cli' | 'mpris' | 'shortcut'

async function through(surface: Surface, row: Row) {
  const fake = createFakeEncore({
    state: aState({ isPlaying: false, saved: false, device: aDevice({ volumePercent: 0 }) }),
  })
  const shell = { toggleMiniPlayer: vi.fn(), openMain: vi.fn(), openSettings: vi.fn(), quit: vi.fn() }
  if (surface === 'tray') await fake.desktop.runTrayAction(row.tray!, shell)
  if (surface === 'hotkey') await fake.desktop.runHotkey(row.hotkey!, shell)
  if (surface === 'mpris') await callEngine(fake.api.playback, row.mpris!)
  if (surface === 'shortcut') await fake.api.playback.run(shortcutPlayerCalls[row.shortcut!])
  if (surface === 'cli') {
    const runner = createCommandRunner({
      encore: { ...fake.encore, openLink: () => {} },
      shell: {},
      clock: systemClock,
    })
    expect((await runner.runArgs(row.cli!)).code, row.cli!.join(' ')).toBe(0)
  }
  const operations: Operations = [
    ...fake.asked.mock.calls.map((args): [string, unknown[]] => ['engine', args]),
    ...Object.entries(fake.api.playback)
      .filter(([name]) => name !== 'run' && name !== 'get')
      .flatMap(([name, spy]) => spy.mock.calls.map((args): [string, unknown[]] => [name, args])),
  ]
  return { calls: fake.api.playback.run.mock.calls.map(([call]) => call), operations }
}

describe('every surface reaches the one dispatcher with the same command', () => {
  for (const row of rows) {
    const surfaces = (['tray', 'hotkey', 'cli', 'mpris', 'shortcut'] as const).filter(
      (surface) => row[surface] !== undefined,
    )
    it(`${JSON.stringify(row.call)}: ${surfaces.join(', ')}`, async () => {
      let reference: Operations | null = null
      for (const surface of surfaces) {
        const { calls, operations } = await through(surface, row)
        expect(calls, surface).toEqual([row.call])
        expect(operations.length, surface).toBeGreaterThan(0)
        reference ??= operations
        expect(operations, `${surface} does what the others do`).toEqual(reference)
      }
    })
  }

  it('has a row for every command, each reached from some surface', () => {
    const reached = new Set<PlayerCommandId>(rows.map((row) => row.call.id))
    expect(playerCommandIds.filter((id) => !reached.has(id))).toEqual([])
    const unreached = rows.filter(
      (row) => !(['tray', 'hotkey', 'cli', 'mpris', 'shortcut'] as const).some((surface) => row[surface]),
    )
    expect(unreached).toEqual([])
  })
})
