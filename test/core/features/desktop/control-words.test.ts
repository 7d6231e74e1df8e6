import { describe, expect, it } from 'vitest'
import { localClock } from '../../../../electron/core/base/local-clock'
import { statusHeadline } from '../../../../electron/core/features/desktop/controls'
import { trayMenu, type TrayItem, type TrayModel } from '../../../../electron/core/features/desktop/tray-menu'
import { aDevice, aState, aTrack, NOW, statesByStatus } from '../../../support/playback-states'
import type { PlaybackState, ShownLanguage } from '../../../../electron/contract'

const devices = [
  aDevice(),
  aDevice({ id: 'dev-tv', name: 'Wohnzimmer-TV', type: 'TV', isActive: false, isRestricted: true }),
]

function find(items: readonly TrayItem[], id: string): TrayItem | undefined {
  for (const entry of items) {
    if (entry.id === id) return entry
    const inner = entry.type === 'submenu' ? find(entry.items, id) : undefined
    if (inner) return inner
  }
  return undefined
}

const menu = (state: PlaybackState, language: ShownLanguage, now = NOW): TrayModel =>
  trayMenu(state, devices, { miniPlayerVisible: false, now, language })
const reason = (model: TrayModel, id: string) => {
  const found = find(model.items, id)
  return found && 'disabledReason' in found ? found.disabledReason : undefined
}
const label = (model: TrayModel, id: string) => {
  const found = find(model.items, id)
  return found && 'label' in found ? found.label : undefined
}

const retryAt = Date.UTC(2026, 10, 28, 17, 40)
const quota = aState({
  status: 'rate-limited',
  retryAt,
  message:
    'This app has used up its requests to Spotify for now. Encore sends nothing until it resumes at 17:40.',
})
const DAY = 24 * 60 * 60_000

describe('the tray says its status and why a control is off in German', () => {
  it('says the status line and the wait until when, with the day named in German', () => {
    expect(label(menu(statesByStatus.offline, 'de'), 'status')).toBe(
      'Offline: Encore verbindet sich von selbst wieder',
    )
    expect(statusHeadline(quota, retryAt - DAY, 'de')).toBe(
      `Wartet bis morgen um ${localClock(retryAt)}: das Tageskontingent ist aufgebraucht`,
    )
    expect(statusHeadline(quota, retryAt - 3 * DAY, 'de')).toMatch(
      /^Wartet bis (Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag) um \d\d:\d\d: /,
    )
    expect(menu(statesByStatus['signed-out'], 'de').tooltip).toBe('Encore\nNicht angemeldet')
  })

  it('says why a control is off, naming the device that refuses remote control', () => {
    expect(reason(menu(statesByStatus['signed-out'], 'de'), 'play-pause')).toBe(
      'Melde dich bei Encore an, um die Wiedergabe zu steuern.',
    )
    expect(reason(menu(statesByStatus.idle, 'de'), 'next')).toBe(
      'Gerade läuft nichts. Wähle in Encore etwas zum Abspielen aus.',
    )
    expect(reason(menu(statesByStatus.ok, 'de'), 'device:dev-tv')).toBe(
      'Wohnzimmer-TV lässt sich nicht von Apps fernsteuern.',
    )
    const paused = aState({ isPlaying: false })
    const sleep = trayMenu(paused, devices, {
      miniPlayerVisible: false,
      now: NOW,
      language: 'de',
      sleep: { mode: 'off' },
    })
    expect(reason(sleep, 'sleep:15')).toBe(
      'Gerade läuft nichts: Starte Musik und stell dann den Sleep-Timer.',
    )
    const local = aState({ track: aTrack({ id: null, isLocal: true }) })
    expect(reason(menu(local, 'de'), 'save')).toBe(
      'Eine lokale Datei kann nicht in deiner Bibliothek gespeichert werden.',
    )
  })
})

describe('the tray says its status and why a control is off in Japanese', () => {
  it('says the status line and the wait until when, politely', () => {
    expect(label(menu(statesByStatus['no-device'], 'ja'), 'status')).toBe('使えるデバイスがありません')
    expect(statusHeadline(quota, retryAt - 60 * 60_000, 'ja')).toBe(
      `${localClock(retryAt)} まで待機中：1 日の割り当てを使い切りました`,
    )
    expect(statusHeadline(quota, retryAt - 8 * DAY, 'ja')).toMatch(/^\d{1,2}月\d{1,2}日まで待機中：/)
  })

  it('says why a control is off, naming the device', () => {
    expect(reason(menu(statesByStatus.ok, 'ja'), 'device:dev-tv')).toBe(
      'Wohnzimmer-TV はアプリからのリモート操作を受け付けていません。',
    )
    expect(reason(menu(statesByStatus.idle, 'ja'), 'shuffle')).toBe(
      '再生中の曲はありません。Encore で再生するものを選んでください。',
    )
  })
})

describe('English stays as it was', () => {
  it('names the weekday and the date as before', () => {
    expect(statusHeadline(quota, retryAt - 3 * DAY, 'en')).toMatch(
      /^Waiting until [A-Z][a-z]+day at \d\d:\d\d: the daily quota is used up$/,
    )
    expect(reason(menu(statesByStatus.ok, 'en'), 'device:dev-tv')).toBe(
      'Wohnzimmer-TV does not accept remote control from apps.',
    )
  })
})
