import { describe, expect, it } from 'vitest'
import {
  keyCaps,
  keyPlatformOf,
  keysInWords,
  keysSpoken,
  type KeyPlatform,
} from '../../electron/contract/key-caps'

describe('keysInWords: a hotkey as key caps in the platform’s words', () => {
  it.each<[string, KeyPlatform, string]>([
    ['CommandOrControl+Alt+Up', 'linux', 'Ctrl+Alt+↑'],
    ['CommandOrControl+Alt+Up', 'windows', 'Ctrl+Alt+↑'],
    ['CommandOrControl+Alt+Up', 'mac', '⌥⌘↑'],
    ['Control+Alt+Up', 'mac', '⌃⌥↑'],
    ['Shift+CmdOrCtrl+Alt+Right', 'linux', 'Ctrl+Alt+Shift+→'],
    ['Shift+CmdOrCtrl+Alt+Right', 'mac', '⌥⇧⌘→'],
    ['Super+Alt+P', 'linux', 'Alt+Super+P'],
    ['Super+Alt+P', 'windows', 'Alt+Win+P'],
    ['Super+Alt+P', 'mac', '⌥⌘P'],
    ['CommandOrControl+Alt+Space', 'linux', 'Ctrl+Alt+Space'],
    ['CommandOrControl++', 'linux', 'Ctrl++'],
    ['CommandOrControl+Shift+Return', 'mac', '⇧⌘↩'],
    ['F8', 'windows', 'F8'],
    ['Alt+Escape', 'linux', 'Alt+Esc'],
    ['MediaPlayPause', 'linux', 'Play/Pause key'],
    ['MediaPlayPause', 'mac', 'Play/Pause key'],
    ['MediaNextTrack', 'windows', 'Next track key'],
    ['MediaPreviousTrack', 'linux', 'Previous track key'],
    ['', 'linux', ''],
  ])('%s on %s reads "%s"', (accelerator, platform, words) => {
    expect(keysInWords(accelerator, platform)).toBe(words)
  })

  it('gives each cap a name to say, for screen readers', () => {
    expect(keysSpoken('Control+Alt+Up', 'mac')).toBe('Control Option Up arrow')
    expect(keysSpoken('CommandOrControl+Alt+Down', 'linux')).toBe('Control Alt Down arrow')
    expect(keyCaps('CommandOrControl+Alt+Up', 'linux').map((cap) => cap.label)).toEqual(['Ctrl', 'Alt', '↑'])
  })
})

describe('keyPlatformOf: from the Node process', () => {
  it.each([
    ['darwin', 'mac'],
    ['win32', 'windows'],
    ['linux', 'linux'],
    ['freebsd', 'linux'],
  ])('%s is %s', (platform, expected) => {
    expect(keyPlatformOf(platform)).toBe(expected)
  })
})
