import type { AreaWords } from '../../base/words'

/**
 * A save or follow in words, in each language (core/base/words.ts): the outbox's list and its notices name the
 * change with these. `{what}` is the item's name in the language's quotes, else the kind (`kind.*`).
 */
const en = {
  named: '“{name}”',
  kind: {
    track: 'a track',
    album: 'an album',
    artist: 'an artist',
    user: 'a person',
    playlist: 'a playlist',
    episode: 'an episode',
    show: 'a show',
    audiobook: 'an audiobook',
    item: 'an item',
  },
  follow: 'Follow {what}',
  unfollow: 'Unfollow {what}',
  save: 'Save {what} to Your Library',
  remove: 'Remove {what} from Your Library',
}

export type SavedWords = typeof en

const de: SavedWords = {
  named: '„{name}“',
  kind: {
    track: 'ein Titel',
    album: 'ein Album',
    artist: 'ein Künstler',
    user: 'eine Person',
    playlist: 'eine Playlist',
    episode: 'eine Folge',
    show: 'ein Podcast',
    audiobook: 'ein Hörbuch',
    item: 'ein Element',
  },
  follow: 'Folgen: {what}',
  unfollow: 'Nicht mehr folgen: {what}',
  save: 'In deiner Bibliothek speichern: {what}',
  remove: 'Aus deiner Bibliothek entfernen: {what}',
}

const ja: SavedWords = {
  named: '「{name}」',
  kind: {
    track: '曲',
    album: 'アルバム',
    artist: 'アーティスト',
    user: 'ユーザー',
    playlist: 'プレイリスト',
    episode: 'エピソード',
    show: 'ポッドキャスト',
    audiobook: 'オーディオブック',
    item: 'アイテム',
  },
  follow: '{what}をフォロー',
  unfollow: '{what}のフォローをやめる',
  save: '{what}をライブラリに保存',
  remove: '{what}をライブラリから削除',
}

export const savedWords: AreaWords<SavedWords> = { en, de, ja }
