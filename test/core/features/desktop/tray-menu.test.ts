import { describe, expect, it, vi } from 'vitest'
import type { PlaybackState, PlayerCommandCall, SleepRequest } from '../../../../electron/contract'
import { localClock } from '../../../../electron/core/base/local-clock'
import {
  runTrayAction,
  trayMenu,
  TRAY_TOOLTIP_MAX,
  type TrayAction,
  type TrayItem,
  type TrayModel,
} from '../../../../electron/core/features/desktop/tray-menu'
import {
  aDevice,
  anEpisodeState,
  aState,
  aTrack,
  NOW,
  statesByStatus,
} from '../../../support/playback-states'

const devices = [
  aDevice(),
  aDevice({ id: 'dev-phone', name: 'Pocket Phone', type: 'Smartphone', isActive: false }),
  aDevice({ id: 'dev-tv', name: 'Living Room TV', type: 'TV', isActive: false, isRestricted: true }),
]

/** Every item of the menu by id, submenus included. */
function byId(model: TrayModel): Map<string, TrayItem> {
  const found = new Map<string, TrayItem>()
  const walk = (items: TrayItem[]) => {
    for (const item of items) {
      found.set(item.id, item)
      if (item.type === 'submenu') walk(item.items)
    }
  }
  walk(model.items)
  return found
}

function item(model: TrayModel, id: string) {
  const found = byId(model).get(id)
  if (!found) throw new Error(`no item ${id} in ${[...byId(model).keys()].join(', ')}`)
  return found as Extract<TrayItem, { enabled: boolean }> & { checked?: boolean; label: string }
}

const menu = (state: PlaybackState, visible = false, now = NOW) =>
  trayMenu(state, devices, { miniPlayerVisible: visible, now })

describe('trayMenu: one row per status', () => {
  /** [status, now-playing/status lines, Play/Pause label and enabled, Next, Save, Shuffle, icon] */
  const table: [
    PlaybackState['status'],
    string[],
    {
      playPause: [string, boolean]
      next: boolean
      save: boolean
      shuffle: boolean
      icon: 'playing' | 'paused'
    },
  ][] = [
    [
      'ok',
      ['Blue in Green — Miles Davis, Bill Evans'],
      { playPause: ['Pause', true], next: true, save: true, shuffle: true, icon: 'playing' },
    ],
    [
      'idle',
      ['Nothing is playing'],
      { playPause: ['Play', false], next: false, save: false, shuffle: false, icon: 'paused' },
    ],
    [
      'no-device',
      ['No device is available'],
      { playPause: ['Play', false], next: false, save: false, shuffle: false, icon: 'paused' },
    ],
    [
      'read-only',
      ['Blue in Green — Miles Davis, Bill Evans', 'Controls need a Premium account'],
      { playPause: ['Pause', false], next: false, save: true, shuffle: false, icon: 'playing' },
    ],
    [
      'offline',
      ['Blue in Green — Miles Davis, Bill Evans', 'Offline: reconnecting by itself'],
      { playPause: ['Pause', false], next: false, save: false, shuffle: false, icon: 'playing' },
    ],
    [
      'rate-limited',
      [
        'Blue in Green — Miles Davis, Bill Evans',
        `Waiting until ${localClock(statesByStatus['rate-limited'].retryAt!)}: the service asked Encore to slow down`,
      ],
      { playPause: ['Pause', false], next: false, save: false, shuffle: false, icon: 'playing' },
    ],
    [
      'signed-out',
      ['Not signed in'],
      { playPause: ['Play', false], next: false, save: false, shuffle: false, icon: 'paused' },
    ],
  ]

  it.each(table)('%s', (status, lines, expected) => {
    const model = menu(statesByStatus[status])
    const labels = model.items.filter((entry) => entry.type === 'label').map((entry) => entry.label)
    expect(labels).toEqual(lines)
    expect([item(model, 'play-pause').label, item(model, 'play-pause').enabled]).toEqual(expected.playPause)
    expect(item(model, 'next').enabled).toBe(expected.next)
    expect(item(model, 'previous').enabled).toBe(expected.next)
    expect(item(model, 'save').enabled).toBe(expected.save)
    expect(item(model, 'shuffle').enabled).toBe(expected.shuffle)
    expect(model.icon).toBe(expected.icon)
    // The window items work in every status.
    for (const id of ['mini-player', 'open', 'settings', 'quit']) expect(item(model, id).enabled).toBe(true)
  })

  it('gives every disabled control the reason in words, and none to an enabled one', () => {
    for (const state of Object.values(statesByStatus)) {
      for (const entry of byId(menu(state)).values()) {
        if (!('enabled' in entry) || entry.type === 'submenu') continue
        if (entry.enabled) expect(entry.disabledReason).toBeNull()
        else expect(entry.disabledReason, `${state.status} ${entry.id}`).toMatch(/\w{3,}.*\./)
      }
    }
  })

  it('says why: offline and rate limits quote the engine, a free account says Premium, signed out says sign in', () => {
    expect(item(menu(statesByStatus.offline), 'next').disabledReason).toContain('cannot reach Spotify')
    expect(item(menu(statesByStatus['rate-limited']), 'play-pause').disabledReason).toContain('slow down')
    expect(item(menu(statesByStatus['read-only']), 'next').disabledReason).toContain('Premium')
    expect(item(menu(statesByStatus['signed-out']), 'play-pause').disabledReason).toContain('Sign in')
    expect(item(menu(statesByStatus.idle), 'play-pause').disabledReason).toContain('Pick something')
  })
})

describe("trayMenu: the quota and the day's budget, in the person's local time", () => {
  it('says until when a quota refusal lasts, and when the budget stretches the updates', () => {
    const retryAt = Date.UTC(2026, 10, 28, 17, 40)
    const quota = aState({
      status: 'rate-limited',
      retryAt,
      message:
        'This app has used up its requests to Spotify for now. Encore sends nothing until it resumes at 17:40.',
    })
    const status = (now: number) => menu(quota, false, now).items.find((entry) => entry.id === 'status')
    expect(status(retryAt - 60 * 60_000)).toMatchObject({
      label: `Waiting until ${localClock(retryAt)}: the daily quota is used up`,
    })
    // Another day is named: a quota can last past midnight, and a kept one a week (never "Mon 17:40").
    const day = 24 * 60 * 60_000
    expect(status(retryAt - day)).toMatchObject({
      label: `Waiting until tomorrow at ${localClock(retryAt)}: the daily quota is used up`,
    })
    expect(status(retryAt - 8 * day)).toMatchObject({
      label: expect.stringMatching(/^Waiting until \d{1,2} [A-Z][a-z]{2}: the daily quota is used up$/),
    })
    const saving = aState({ saving: 'Saving requests: updates every minute.' })
    expect(menu(saving).items.find((entry) => entry.id === 'status')).toMatchObject({
      label: 'Saving requests: updates every minute.',
    })
    expect(menu(aState()).items.find((entry) => entry.id === 'status')).toBeUndefined()
  })
})

describe('trayMenu: controls follow the state', () => {
  it('offers Play when paused and follows what the service disallows', () => {
    const paused = aState({
      isPlaying: false,
      disallowed: [
        { action: 'pause', reason: 'Playback is already paused.' },
        { action: 'next', reason: 'There is no next track here.' },
      ],
    })
    const model = menu(paused)
    expect(item(model, 'play-pause')).toMatchObject({ label: 'Play', enabled: true, action: 'playPause' })
    expect(item(model, 'next')).toMatchObject({
      enabled: false,
      disabledReason: 'There is no next track here.',
    })
    expect(item(model, 'previous').enabled).toBe(true)
    expect(model.items[0]).toMatchObject({ label: 'Paused: Blue in Green — Miles Davis, Bill Evans' })
    expect(model.icon).toBe('paused')
  })

  it('labels Save by whether the track is saved, and refuses a local file', () => {
    expect(item(menu(aState({ saved: true })), 'save').label).toBe('Remove from Your Library')
    expect(item(menu(aState({ saved: false })), 'save').label).toBe('Save to Your Library')
    const local = item(
      menu(aState({ track: aTrack({ id: null, isLocal: true, uri: 'spotify:local:x' }) })),
      'save',
    )
    expect(local).toMatchObject({
      enabled: false,
      disabledReason: 'A local file cannot be saved to your library.',
    })
  })

  it('names an episode with its show, and saves it (to Your Episodes) like a track', () => {
    const model = menu(anEpisodeState({ saved: false }))
    expect(model.items[0]).toMatchObject({ label: 'Ask Us Anything: Our Worst Gigs — Night Shift Radio' })
    expect(model.tooltip).toBe('Encore\nAsk Us Anything: Our Worst Gigs — Night Shift Radio')
    expect(item(model, 'save')).toMatchObject({ label: 'Save to Your Library', enabled: true })
    const last = menu(
      anEpisodeState({ disallowed: [{ action: 'next', reason: 'There is no next episode here.' }] }),
    )
    expect(item(last, 'next')).toMatchObject({
      enabled: false,
      disabledReason: 'There is no next episode here.',
    })
  })

  it('checks shuffle and the repeat mode, and names the mode on the submenu', () => {
    const model = menu(aState({ shuffle: true, repeat: 'track' }))
    expect(item(model, 'shuffle')).toMatchObject({ type: 'checkbox', checked: true, action: 'toggleShuffle' })
    expect(item(model, 'repeat').label).toBe('Repeat: One')
    expect(['off', 'context', 'track'].map((mode) => item(model, `repeat:${mode}`).checked)).toEqual([
      false,
      false,
      true,
    ])
    expect(item(model, 'repeat:context')).toMatchObject({ label: 'All', action: { repeat: 'context' } })
  })

  it('lists devices with the active one checked and a restricted one disabled with its reason', () => {
    const model = menu(aState())
    expect(item(model, 'device:dev-desktop')).toMatchObject({ type: 'radio', checked: true, enabled: true })
    expect(item(model, 'device:dev-phone')).toMatchObject({
      checked: false,
      enabled: true,
      action: { transfer: 'dev-phone' },
    })
    expect(item(model, 'device:dev-tv')).toMatchObject({
      enabled: false,
      disabledReason: 'Living Room TV does not accept remote control from apps.',
    })
  })

  it('adds the playing device before the list was read, and says so when there is none', () => {
    const playingOnSpeaker = aState({ device: aDevice({ id: 'dev-speaker', name: 'Kitchen Speaker' }) })
    const model = trayMenu(playingOnSpeaker, [], { miniPlayerVisible: false, now: NOW })
    expect(item(model, 'device:dev-speaker').checked).toBe(true)
    const none = trayMenu(statesByStatus['no-device'], [], { miniPlayerVisible: false, now: NOW })
    expect(item(none, 'devices:none').label).toContain('open Spotify')
    expect(
      byId(trayMenu(statesByStatus['signed-out'], devices, { miniPlayerVisible: false, now: NOW })).has(
        'devices',
      ),
    ).toBe(false)
  })

  it('says Hide mini player while it shows', () => {
    expect(item(menu(aState(), true), 'mini-player').label).toBe('Hide mini player')
    expect(item(menu(aState(), false), 'mini-player').label).toBe('Show mini player')
  })

  it('keeps labels and the tooltip short: long titles are cut with an ellipsis', () => {
    const long = aState({ track: aTrack({ name: 'A'.repeat(200) }) })
    const model = menu(long)
    expect([...(model.items[0] as { label: string }).label].length).toBe(60)
    expect((model.items[0] as { label: string }).label.endsWith('…')).toBe(true)
    expect(model.tooltip.length).toBeLessThanOrEqual(TRAY_TOOLTIP_MAX)
    expect(menu(aState()).tooltip).toBe('Encore\nBlue in Green — Miles Davis, Bill Evans')
    expect(menu(aState({ isPlaying: false })).tooltip).toBe(
      'Encore\nPaused: Blue in Green — Miles Davis, Bill Evans',
    )
    expect(menu(statesByStatus['signed-out']).tooltip).toBe('Encore\nNot signed in')
  })

  it('is plain data: it survives structured cloning and JSON unchanged', () => {
    const model = menu(aState())
    expect(structuredClone(model)).toEqual(model)
    expect(JSON.parse(JSON.stringify(model))).toEqual(model)
  })
})

describe('runTrayAction', () => {
  function harness() {
    const playback = {
      run: vi.fn(async (_call: PlayerCommandCall) => ({ status: 'done' as const })),
      transfer: vi.fn(async (_to: { deviceId: string }) => ({ status: 'done' as const })),
    }
    const shell = { toggleMiniPlayer: vi.fn(), openMain: vi.fn(), openSettings: vi.fn(), quit: vi.fn() }
    const sleep = {
      set: vi.fn(async (_to: SleepRequest) => ({ status: 'done' as const, timer: { mode: 'off' as const } })),
    }
    const run = (action: TrayAction) => runTrayAction(action, { playback, shell, sleep })
    return { playback, shell, run, sleep }
  }

  it('runs each player item’s command through the dispatcher, and moves playback to a device', async () => {
    const cases: [TrayAction, PlayerCommandCall][] = [
      ['playPause', { id: 'player.toggle' }],
      ['next', { id: 'player.next' }],
      ['previous', { id: 'player.previous' }],
      ['toggleSave', { id: 'player.toggleSaved' }],
      ['toggleShuffle', { id: 'player.toggleShuffle' }],
      [{ repeat: 'track' }, { id: 'player.setRepeat', args: { mode: 'track' } }],
    ]
    for (const [action, call] of cases) {
      const { playback, run } = harness()
      await run(action)
      expect(playback.run, JSON.stringify(action)).toHaveBeenCalledOnce()
      expect(playback.run, JSON.stringify(action)).toHaveBeenCalledWith(call)
    }
    const { playback, run } = harness()
    await run({ transfer: 'dev-phone' })
    expect(playback.transfer).toHaveBeenCalledWith({ deviceId: 'dev-phone' })
    expect(playback.run).not.toHaveBeenCalled()
  })

  it('hands window actions to the shell and calls no player method for them', async () => {
    const { playback, shell, run } = harness()
    for (const action of ['toggleMiniPlayer', 'openMain', 'openSettings', 'quit'] as const) await run(action)
    expect(shell.toggleMiniPlayer).toHaveBeenCalledOnce()
    expect(shell.openMain).toHaveBeenCalledOnce()
    expect(shell.openSettings).toHaveBeenCalledOnce()
    expect(shell.quit).toHaveBeenCalledOnce()
    expect(Object.values(playback).every((fn) => fn.mock.calls.length === 0)).toBe(true)
  })
})

describe('the tray’s sleep timer', () => {
  const labels = (model: TrayModel) => {
    const submenu = model.items.find((item) => item.id === 'sleep')
    return submenu?.type === 'submenu' ? submenu : null
  }

  it('offers 15, 30, 45, 60 minutes, End of this track and Off, and says when it pauses', () => {
    const endsAt = new Date(2025, 5, 2, 23, 10).getTime()
    const off = labels(
      trayMenu(aState(), [], { miniPlayerVisible: false, now: NOW, sleep: { mode: 'off' } }),
    )!
    expect(off.label).toBe('Sleep timer')
    expect(
      off.items.map((item) => [item.id, 'label' in item && item.label, 'enabled' in item && item.enabled]),
    ).toEqual([
      ['sleep:15', '15 minutes', true],
      ['sleep:30', '30 minutes', true],
      ['sleep:45', '45 minutes', true],
      ['sleep:60', '60 minutes', true],
      ['sleep:track', 'End of this track', true],
      ['sleep:off', 'Off', true],
    ])
    const set = labels(
      trayMenu(aState(), [], { miniPlayerVisible: false, now: NOW, sleep: { mode: 'time', endsAt } }),
    )!
    expect(set.label).toBe('Sleep timer: pauses at 23:10')
  })

  it('offers no new timer while nothing plays, and says why; Off still works', () => {
    const idle = aState({ track: null, isPlaying: false })
    const menu = labels(trayMenu(idle, [], { miniPlayerVisible: false, now: NOW, sleep: { mode: 'off' } }))!
    const thirty = menu.items.find((item) => item.id === 'sleep:30')!
    expect(thirty).toMatchObject({
      enabled: false,
      disabledReason: 'Nothing is playing: start some music, then set the sleep timer.',
    })
    expect(menu.items.find((item) => item.id === 'sleep:off')).toMatchObject({ enabled: true })
  })

  it('each item sets the timer', async () => {
    const playback = { run: vi.fn(), transfer: vi.fn() }
    const shell = { toggleMiniPlayer: vi.fn(), openMain: vi.fn(), openSettings: vi.fn(), quit: vi.fn() }
    const sleep = {
      set: vi.fn(async (_to: SleepRequest) => ({ status: 'done' as const, timer: { mode: 'off' as const } })),
    }
    const menu = labels(
      trayMenu(aState(), [], { miniPlayerVisible: false, now: NOW, sleep: { mode: 'off' } }),
    )!
    for (const item of menu.items)
      if ('action' in item) await runTrayAction(item.action, { playback, shell, sleep })
    expect(sleep.set.mock.calls.map(([to]) => to)).toEqual([
      { mode: 'time', minutes: 15 },
      { mode: 'time', minutes: 30 },
      { mode: 'time', minutes: 45 },
      { mode: 'time', minutes: 60 },
      { mode: 'track' },
      { mode: 'off' },
    ])
    expect(playback.run).not.toHaveBeenCalled()
  })
})
