import type { AreaWords } from '../../base/words'

/** What your listening says itself, in each language (core/base/words.ts): its notice and its problem. */
const en = {
  notKept:
    'Encore could not keep your listening history in its data folder ({why}); plays are not kept until it can.',
  scopeProblem:
    'Encore may not read what you played on other devices: the permission to read your recently played was not granted. Sign in again to allow it; until then Encore keeps what it sees play.',
}

export type HistoryWords = typeof en

const de: HistoryWords = {
  notKept:
    'Encore konnte deinen Wiedergabeverlauf nicht in seinem Datenordner speichern ({why}); bis das wieder geht, werden keine Wiedergaben gespeichert.',
  scopeProblem:
    'Encore darf nicht lesen, was du auf anderen Geräten gehört hast: Die Berechtigung für „Zuletzt gehört“ wurde nicht erteilt. Melde dich noch einmal an, um sie zu erlauben; bis dahin speichert Encore, was es selbst laufen sieht.',
}

const ja: HistoryWords = {
  notKept:
    'Encore は再生履歴をデータフォルダーに保存できませんでした ({why})。保存できるようになるまで再生は記録されません。',
  scopeProblem:
    'Encore はほかのデバイスで再生した曲を読み込めません: 最近再生した曲を読み込む許可がありません。許可するにはもう一度ログインしてください。それまでは Encore が再生を確認した曲だけを記録します。',
}

export const historyWords: AreaWords<HistoryWords> = { en, de, ja }
