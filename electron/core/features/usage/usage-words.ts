import type { AreaWords } from '../../base/words'

/**
 * What the day's request budget says itself, in each language (core/base/words.ts): saving requests (the
 * player's levels are the player's words), a request held back, and a kept count set aside.
 */
const en = {
  upkeepWaits: 'Saving requests: library and history updates wait.',
  held: '{operation}: Encore is saving requests to stay within Spotify’s daily limit, and goes on {when}.',
  setAside:
    "Encore's count of requests to Spotify could not be used (damaged or far too long), so it started a fresh count.",
  setAsideAs:
    "Encore's count of requests to Spotify could not be used (damaged or far too long), so it started a fresh count. The old one is kept in its data folder as {as}.",
}

export type UsageWords = typeof en

const de: UsageWords = {
  upkeepWaits: 'Anfragen werden gespart: Aktualisierungen von Bibliothek und Verlauf warten.',
  held: '{operation}: Encore spart Anfragen, um unter dem Tageslimit von Spotify zu bleiben, und macht {when} weiter.',
  setAside:
    'Die Zählung der Anfragen an Spotify war nicht nutzbar (beschädigt oder viel zu lang), daher hat Encore neu zu zählen begonnen.',
  setAsideAs:
    'Die Zählung der Anfragen an Spotify war nicht nutzbar (beschädigt oder viel zu lang), daher hat Encore neu zu zählen begonnen. Die alte liegt im Datenordner als {as}.',
}

const ja: UsageWords = {
  upkeepWaits: 'リクエストを節約中: ライブラリと履歴の更新は待機しています。',
  held: '{operation}: Spotify の1日の上限内に収めるため Encore はリクエストを節約しています。{when}に再開します。',
  setAside:
    'Spotify へのリクエスト数の記録が使えなかったため (破損しているか長すぎます)、Encore は新しく数え直しました。',
  setAsideAs:
    'Spotify へのリクエスト数の記録が使えなかったため (破損しているか長すぎます)、Encore は新しく数え直しました。古い記録はデータフォルダーに {as} として保存されています。',
}

export const usageWords: AreaWords<UsageWords> = { en, de, ja }
