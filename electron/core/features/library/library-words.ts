import type { AreaWords } from '../../base/words'

/**
 * What the library says itself, in each language (core/base/words.ts): a playlist's changes as the outbox lists
 * them, and the notice of folders not kept.
 */
const en = {
  edit: {
    add: 'Add a track to “{name}” | Add {count} tracks to “{name}”',
    remove: 'Remove a track from “{name}” | Remove {count} tracks from “{name}”',
    move: 'Move a track in “{name}” | Move tracks in “{name}”',
    replace: 'Replace the tracks of “{name}”',
    clear: 'Clear “{name}”',
    rename: 'Rename “{from}” to “{to}”',
    details: 'Change the details of “{name}”',
    make: 'Make the playlist “{name}”',
  },
  arrangementNotKept:
    'Encore could not keep your playlist folders and order on this computer; they last until it quits.',
}

export type LibraryWords = typeof en

const de: LibraryWords = {
  edit: {
    add: '1 Titel zu „{name}“ hinzufügen | {count} Titel zu „{name}“ hinzufügen',
    remove: '1 Titel aus „{name}“ entfernen | {count} Titel aus „{name}“ entfernen',
    move: 'Einen Titel in „{name}“ verschieben | Titel in „{name}“ verschieben',
    replace: 'Die Titel von „{name}“ ersetzen',
    clear: '„{name}“ leeren',
    rename: '„{from}“ in „{to}“ umbenennen',
    details: 'Details von „{name}“ ändern',
    make: 'Playlist „{name}“ erstellen',
  },
  arrangementNotKept:
    'Encore konnte deine Playlist-Ordner und ihre Reihenfolge nicht auf diesem Computer speichern; sie bleiben erhalten, bis du Encore beendest.',
}

const ja: LibraryWords = {
  edit: {
    add: '「{name}」に {count} 曲を追加',
    remove: '「{name}」から {count} 曲を削除',
    move: '「{name}」の曲を移動',
    replace: '「{name}」の曲を置き換え',
    clear: '「{name}」を空にする',
    rename: '「{from}」の名前を「{to}」に変更',
    details: '「{name}」の詳細を変更',
    make: 'プレイリスト「{name}」を作成',
  },
  arrangementNotKept:
    'Encore はプレイリストのフォルダーと並び順をこのコンピューターに保存できませんでした。Encore を終了するまでは保持されます。',
}

export const libraryWords: AreaWords<LibraryWords> = { en, de, ja }
