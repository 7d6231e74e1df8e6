import type { AreaWords } from '../../base/words'

/** What Encore's queue says itself, in each language (core/base/words.ts): its notices. */
const en = {
  resumed:
    'Your queue carries on: {count} track waits in Encore’s queue. | Your queue carries on: {count} tracks wait in Encore’s queue.',
  handOverFailed: 'Spotify did not take the next track of your queue; it stays first in your queue.',
}

export type YourQueueWords = typeof en

const de: YourQueueWords = {
  resumed:
    'Deine Warteschlange geht weiter: {count} Titel wartet in der Warteschlange von Encore. | Deine Warteschlange geht weiter: {count} Titel warten in der Warteschlange von Encore.',
  handOverFailed:
    'Spotify hat den nächsten Titel deiner Warteschlange nicht übernommen; er bleibt ganz oben in deiner Warteschlange.',
}

const ja: YourQueueWords = {
  resumed: 'キューを引き継ぎます: Encore のキューで {count} 曲が待っています。',
  handOverFailed: 'Spotify がキューの次の曲を受け取りませんでした。その曲はキューの先頭に残っています。',
}

export const yourQueueWords: AreaWords<YourQueueWords> = { en, de, ja }
