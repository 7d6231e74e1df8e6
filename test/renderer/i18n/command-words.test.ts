import { afterEach, describe, expect, it } from 'vitest'
import {
  bindingsOn,
  failureWords,
  SOMETHING_FAILED_WORDS,
  SIGN_IN_FAILED_WORDS,
  PLAYLIST_ITEMS_HIDDEN,
  commandWords as englishCommandWords,
  keyCaps as englishKeyCaps,
  keyWords as englishKeyWords,
  pageShortcuts,
  playerCommandIds,
  playerCommandTitles,
  scopeNames,
  scopePurpose as englishScopePurpose,
  selectionWords,
  shortcutLines as englishShortcutLines,
  type KeyPlatform,
} from '../../../electron/contract/page'
import { commandTitle, commandWords, scopePurpose, shortcutLines } from '../../../renderer/src/command-words'
import { keyWords } from '../../../renderer/src/components/discover/sound-words'
import { listenerWords } from '../../../renderer/src/listener-words'
import { selectedWords } from '../../../renderer/src/composables/useRowSelection'
import { speak } from '../../../renderer/src/i18n'
import en from '../../../renderer/src/i18n/messages/en'
import { keyCaps, keysSpoken, keyWordKey } from '../../../renderer/src/key-caps'

/**
 * The contract's commands, keys and scopes keep their English for core and the command line; the page says them
 * from its catalog by id. Each has its words there, the same English as the contract's: a new command, a new
 * name on the palette or the shortcuts sheet, a new key or a new scope without its words fails here.
 */
const platforms: KeyPlatform[] = ['mac', 'windows', 'linux']
/** Every key an accelerator may name (contract/settings-rules.ts, ACCELERATOR_PATTERN), with every modifier. */
const everyKey = [
  'Space Tab Backspace Delete Insert Return Enter Up Down Left Right Home End PageUp PageDown Escape Esc Plus',
  'VolumeUp VolumeDown VolumeMute MediaNextTrack MediaPreviousTrack MediaStop MediaPlayPause A F5 , /',
]
  .join(' ')
  .split(' ')
  .map((key) => `CommandOrControl+Command+Control+Alt+AltGr+Shift+Super+${key}`)

afterEach(() => speak('en'))

describe('the words of the contract’s commands, keys and scopes', () => {
  it('has every player command’s title, as the contract says it in English', () => {
    for (const id of playerCommandIds) expect(commandTitle(id), id).toBe(playerCommandTitles[id])
    expect(Object.keys(en.commands.title)).toHaveLength(playerCommandIds.length)
  })

  it('has the words of every command of the shortcuts sheet and the palette, as the contract says them', () => {
    for (const { command } of pageShortcuts)
      expect(commandWords(command), command).toBe(englishCommandWords[command])
    for (const binding of bindingsOn('palette'))
      expect(commandWords(binding.name), binding.name).toBe(binding.words ?? playerCommandTitles[binding.id])
    expect(shortcutLines('linux')).toEqual(englishShortcutLines('linux'))
    expect(shortcutLines('mac')).toEqual(englishShortcutLines('mac'))
  })

  it('has every scope’s purpose, as the contract says it', () => {
    for (const scope of scopeNames) expect(scopePurpose(scope), scope).toBe(englishScopePurpose[scope])
    expect(Object.keys(en.commands.scopes)).toHaveLength(scopeNames.length)
  })

  it('has every key cap that is a word, and how every key is said, on every platform', () => {
    const labels = en.commands.keyLabel as Record<string, string>
    const spoken = en.commands.keySpoken as Record<string, string>
    for (const platform of platforms) {
      for (const accelerator of everyKey) {
        for (const cap of englishKeyCaps(accelerator, platform)) {
          if (/[a-z]{2}/i.test(cap.label)) expect(labels[keyWordKey(cap.label)], cap.label).toBe(cap.label)
          if (/[a-z]{2}/i.test(cap.spoken))
            expect(spoken[keyWordKey(cap.spoken)], cap.spoken).toBe(cap.spoken)
        }
        expect(keyCaps(accelerator, platform)).toEqual(englishKeyCaps(accelerator, platform))
      }
    }
  })

  it('says them in German and Japanese', async () => {
    await speak('de')
    const play = shortcutLines('linux').find((line) => line.command === 'player:play-pause')!
    expect(play).toMatchObject({ words: 'Wiedergabe/Pause', keys: ['Leertaste'], spoken: 'Leertaste' })
    expect(keyCaps('CommandOrControl+Alt+Up', 'windows').map((cap) => cap.label)).toEqual([
      'Strg',
      'Alt',
      '↑',
    ])
    expect(keysSpoken('CommandOrControl+Alt+Up', 'mac')).toBe('Wahltaste Befehlstaste Pfeil nach oben')
    expect(commandTitle('player.unmute')).toBe('Stummschaltung aufheben')
    expect(scopePurpose('user-library-modify')).toBe('Titel und Alben speichern und entfernen')
    await speak('ja')
    expect(commandWords('shortcuts')).toBe('キーボードショートカット')
    expect(keysSpoken('MediaPlayPause', 'linux')).toBe('再生/一時停止キー')
  })

  it('says a track’s musical key as the contract does in English, and in German and Japanese', async () => {
    for (const mode of [0, 1, null])
      for (let key = -1; key < 12; key++) expect(keyWords(key, mode)).toBe(englishKeyWords(key, mode))
    await speak('de')
    expect([keyWords(1, 1), keyWords(11, 0), keyWords(-1, 1)]).toEqual([
      'Cis-Dur',
      'H-Moll',
      'Keine Tonart erkannt',
    ])
    await speak('ja')
    expect(keyWords(9, 0)).toBe('A マイナー')
  })

  it('announces the tracks chosen as the contract does in English, and in German and Japanese', async () => {
    for (const count of [0, 1, 2, 1234])
      expect(selectedWords(count)).toBe(selectionWords(count, { one: 'track', many: 'tracks' }))
    await speak('de')
    expect([selectedWords(0), selectedWords(1), selectedWords(1234)]).toEqual([
      'Keine Titel ausgewählt',
      '1 Titel ausgewählt',
      '1.234 Titel ausgewählt',
    ])
    await speak('ja')
    expect(selectedWords(3)).toBe('3 曲を選択中')
  })

  it('says every kind of failure as the contract does in English, and in German', async () => {
    const failures = en.app.failure as Record<string, string>
    for (const [code, words] of Object.entries(failureWords)) {
      expect(failures[code], code).toBe(words)
      expect(listenerWords('playlists.getItems: ECONNRESET', code)).toBe(words)
    }
    expect(Object.keys(failures)).toHaveLength(Object.keys(failureWords).length + 3)
    expect([failures.generic, failures.signIn, failures.playlistHidden]).toEqual([
      SOMETHING_FAILED_WORDS,
      SIGN_IN_FAILED_WORDS,
      PLAYLIST_ITEMS_HIDDEN,
    ])
    expect(listenerWords('playlists.getItems: ECONNRESET')).toBe(SOMETHING_FAILED_WORDS)
    await speak('de')
    expect(listenerWords('player.play: 404 Not Found', 'NO_ACTIVE_DEVICE')).toBe(
      'Gerade läuft nirgendwo etwas. Wähle zuerst aus, wo es laufen soll.',
    )
    expect(listenerWords('playlists.getItems: ECONNRESET')).toBe(
      'Etwas hat nicht geklappt. Versuche es gleich noch einmal.',
    )
    expect(listenerWords(PLAYLIST_ITEMS_HIDDEN)).toMatch(/^Spotify zeigt die Titel einer Playlist jetzt nur/)
    // What a listener understands stays as written, and a caller's own words are its own.
    expect(listenerWords('Nothing to undo.', 'NETWORK')).toBe('Nothing to undo.')
    expect(listenerWords('playlists.getItems: ECONNRESET', undefined, 'Eigene Worte.')).toBe('Eigene Worte.')
  })
})
