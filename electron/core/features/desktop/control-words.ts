import type { AreaWords } from '../../base/words'

/**
 * The status line and why a control is off, in each language (core/base/words.ts): the tray's menu and tooltip
 * say them. What the engine or the service wrote (a notice's message, a device's refusal) stays as written.
 */
const en = {
  status: {
    idle: 'Nothing is playing',
    noDevice: 'No device is available',
    readOnly: 'Controls need a Premium account',
    offline: 'Offline: reconnecting by itself',
    waitingUntil: 'Waiting {until}: {why}',
    waiting: 'Waiting: the service asked Encore to slow down',
    signedOut: 'Not signed in',
  },
  until: {
    today: 'until {time}',
    tomorrow: 'until tomorrow at {time}',
    week: 'until {day} at {time}',
    later: 'until {date}',
  },
  why: {
    budget: "the day's request budget is spent",
    quota: 'the daily quota is used up',
    slowDown: 'the service asked Encore to slow down',
  },
  refused: {
    signIn: 'Sign in to Encore to control playback.',
    idle: 'Nothing is playing. Pick something to play in Encore.',
    nothingToSave: 'Nothing is playing that could be saved.',
    localFile: 'A local file cannot be saved to your library.',
    restricted: '{name} does not accept remote control from apps.',
  },
}

export type ControlWords = typeof en

const de: ControlWords = {
  status: {
    idle: 'Gerade läuft nichts',
    noDevice: 'Kein Gerät verfügbar',
    readOnly: 'Zum Steuern brauchst du Premium',
    offline: 'Offline: Encore verbindet sich von selbst wieder',
    waitingUntil: 'Wartet {until}: {why}',
    waiting: 'Wartet: Der Dienst hat Encore gebeten, seltener anzufragen',
    signedOut: 'Nicht angemeldet',
  },
  until: {
    today: 'bis {time}',
    tomorrow: 'bis morgen um {time}',
    week: 'bis {day} um {time}',
    later: 'bis {date}',
  },
  why: {
    budget: 'das Anfragebudget für heute ist verbraucht',
    quota: 'das Tageskontingent ist aufgebraucht',
    slowDown: 'der Dienst hat Encore gebeten, seltener anzufragen',
  },
  refused: {
    signIn: 'Melde dich bei Encore an, um die Wiedergabe zu steuern.',
    idle: 'Gerade läuft nichts. Wähle in Encore etwas zum Abspielen aus.',
    nothingToSave: 'Gerade läuft nichts, was du speichern könntest.',
    localFile: 'Eine lokale Datei kann nicht in deiner Bibliothek gespeichert werden.',
    restricted: '{name} lässt sich nicht von Apps fernsteuern.',
  },
}

const ja: ControlWords = {
  status: {
    idle: '再生中の曲はありません',
    noDevice: '使えるデバイスがありません',
    readOnly: '操作するには Premium が必要です',
    offline: 'オフライン：自動的に再接続します',
    waitingUntil: '{until}待機中：{why}',
    waiting: '待機中：サービスから間隔を空けるよう求められました',
    signedOut: 'ログインしていません',
  },
  until: {
    today: '{time} まで',
    tomorrow: '明日 {time} まで',
    week: '{day} {time} まで',
    later: '{date}まで',
  },
  why: {
    budget: '今日のリクエスト数の上限に達しました',
    quota: '1 日の割り当てを使い切りました',
    slowDown: 'サービスから間隔を空けるよう求められました',
  },
  refused: {
    signIn: '再生を操作するには Encore にログインしてください。',
    idle: '再生中の曲はありません。Encore で再生するものを選んでください。',
    nothingToSave: '保存できる再生中の曲はありません。',
    localFile: 'ローカルファイルはライブラリに保存できません。',
    restricted: '{name} はアプリからのリモート操作を受け付けていません。',
  },
}

export const controlWords: AreaWords<ControlWords> = { en, de, ja }
