import type { AreaWords } from '../../base/words'

/** The tray's menu and tooltip in each language (core/base/words.ts); the reasons a control is off follow. */
const en = {
  paused: 'Paused: {line}',
  play: 'Play',
  pause: 'Pause',
  next: 'Next',
  previous: 'Previous',
  save: 'Save to Your Library',
  unsave: 'Remove from Your Library',
  devices: 'Devices',
  noDevices: 'No devices: open Spotify on a phone or computer',
  shuffle: 'Shuffle',
  repeat: 'Repeat: {mode}',
  repeatMode: { off: 'Off', context: 'All', track: 'One' },
  showMini: 'Show mini player',
  hideMini: 'Hide mini player',
  open: 'Open Encore',
  settings: 'Settings…',
  quit: 'Quit Encore',
  sleep: {
    title: 'Sleep timer',
    at: 'Sleep timer: pauses at {time}',
    track: 'Sleep timer: end of this track',
    minutes: '{count} minute | {count} minutes',
    endOfTrack: 'End of this track',
    off: 'Off',
    refused: 'Nothing is playing: start some music, then set the sleep timer.',
  },
}

export type TrayWords = typeof en

const de: TrayWords = {
  paused: 'Pausiert: {line}',
  play: 'Wiedergabe',
  pause: 'Pause',
  next: 'Weiter',
  previous: 'Zurück',
  save: 'In deiner Bibliothek speichern',
  unsave: 'Aus deiner Bibliothek entfernen',
  devices: 'Geräte',
  noDevices: 'Keine Geräte: Öffne Spotify auf einem Handy oder Computer',
  shuffle: 'Zufallswiedergabe',
  repeat: 'Wiederholen: {mode}',
  repeatMode: { off: 'Aus', context: 'Alle', track: 'Einen Titel' },
  showMini: 'Miniplayer einblenden',
  hideMini: 'Miniplayer ausblenden',
  open: 'Encore öffnen',
  settings: 'Einstellungen …',
  quit: 'Encore beenden',
  sleep: {
    title: 'Sleep-Timer',
    at: 'Sleep-Timer: Pause um {time}',
    track: 'Sleep-Timer: Ende dieses Titels',
    minutes: '{count} Minute | {count} Minuten',
    endOfTrack: 'Ende dieses Titels',
    off: 'Aus',
    refused: 'Gerade läuft nichts: Starte Musik und stell dann den Sleep-Timer.',
  },
}

const ja: TrayWords = {
  paused: '一時停止中：{line}',
  play: '再生',
  pause: '一時停止',
  next: '次へ',
  previous: '前へ',
  save: 'ライブラリに保存',
  unsave: 'ライブラリから削除',
  devices: 'デバイス',
  noDevices: 'デバイスがありません：スマートフォンかパソコンで Spotify を開いてください',
  shuffle: 'シャッフル',
  repeat: 'リピート：{mode}',
  repeatMode: { off: 'オフ', context: 'すべて', track: '1 曲' },
  showMini: 'ミニプレーヤーを表示',
  hideMini: 'ミニプレーヤーを非表示',
  open: 'Encore を開く',
  settings: '設定…',
  quit: 'Encore を終了',
  sleep: {
    title: 'スリープタイマー',
    at: 'スリープタイマー：{time} に一時停止',
    track: 'スリープタイマー：この曲の終わり',
    minutes: '{count} 分',
    endOfTrack: 'この曲の終わり',
    off: 'オフ',
    refused: '再生中の曲はありません。音楽を再生してから、スリープタイマーを設定してください。',
  },
}

export const trayWords: AreaWords<TrayWords> = { en, de, ja }
