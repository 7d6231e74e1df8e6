import { describe, expect, it } from 'vitest'
import {
  commandWords,
  pageShortcuts,
  shortcutLines,
  shortcutOf,
  shortcutPlayerCalls,
  type ShortcutPress,
} from '../../electron/contract/shortcut-rules'
import { playerCommandTitles } from '../../electron/contract/command-surfaces'
import { hotkeyLabels } from '../../electron/contract/settings-rules'

const press = (key: string, held: Partial<ShortcutPress> = {}): ShortcutPress => ({
  key,
  code: /^[a-z]$/i.test(key) ? `Key${key.toUpperCase()}` : key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...held,
})

describe('the shortcut table', () => {
  it('lists each command once, in the words the palette and the hotkeys use', () => {
    const commands = pageShortcuts.map((shortcut) => shortcut.command)
    expect(new Set(commands).size).toBe(commands.length)
    expect(commandWords['player:next']).toBe('Next')
    expect(commandWords['player:volume-up']).toBe(hotkeyLabels.volumeUp)
    expect(commandWords['player:seek-back']).toBe(hotkeyLabels.seekBackward)
  })

  it('names each player shortcut’s command by the registry’s id, with that command’s title', () => {
    const player = pageShortcuts.filter((shortcut) => shortcut.command.startsWith('player:'))
    expect(player.map((shortcut) => shortcut.command).sort()).toEqual(Object.keys(shortcutPlayerCalls).sort())
    for (const command of [
      'player:play-pause',
      'player:next',
      'player:shuffle',
      'player:like',
      'player:mute',
    ] as const) {
      expect(commandWords[command]).toBe(playerCommandTitles[shortcutPlayerCalls[command].id])
    }
    expect(shortcutPlayerCalls['player:volume-down']).toEqual({ id: 'player.volumeBy', args: { delta: -5 } })
    expect(shortcutPlayerCalls['player:mute']).toEqual({ id: 'player.toggleMute' })
    expect(shortcutPlayerCalls['player:seek-forward']).toEqual({
      id: 'player.seekBy',
      args: { deltaMs: 10_000 },
    })
  })

  it.each([
    ['linux', 'Ctrl+→', 'Ctrl+↑', 'Ctrl+S', 'Alt+Shift+B', 'Shift+←'],
    ['windows', 'Ctrl+→', 'Ctrl+↑', 'Ctrl+S', 'Alt+Shift+B', 'Shift+←'],
    ['mac', '⌘→', '⌘↑', '⌘S', '⌥⇧B', '⇧←'],
  ] as const)('on %s says the keys as %s, %s, %s, %s, %s', (platform, next, up, shuffle, like, back) => {
    const lines = new Map(shortcutLines(platform).map((line) => [line.command, line]))
    expect(lines.get('player:next')?.inWords).toBe(next)
    expect(lines.get('player:volume-up')?.inWords).toBe(up)
    expect(lines.get('player:shuffle')?.inWords).toBe(shuffle)
    expect(lines.get('player:like')?.inWords).toBe(like)
    expect(lines.get('player:seek-back')?.inWords).toBe(back)
    expect(lines.get('shortcuts')?.inWords).toBe('?')
    expect(lines.get('player:next')?.words).toBe('Next')
  })

  it('speaks the keys by name', () => {
    const next = shortcutLines('linux').find((line) => line.command === 'player:next')
    expect(next?.spoken).toBe('Control Right arrow')
    const macNext = shortcutLines('mac').find((line) => line.command === 'player:next')
    expect(macNext?.spoken).toBe('Command Right arrow')
  })
})

describe('shortcutOf: a key press to a command, per platform', () => {
  it.each([
    ['linux', press('ArrowRight', { ctrlKey: true }), 'player:next'],
    ['windows', press('ArrowLeft', { ctrlKey: true }), 'player:previous'],
    ['mac', press('ArrowRight', { metaKey: true }), 'player:next'],
    ['linux', press('ArrowUp', { ctrlKey: true }), 'player:volume-up'],
    ['mac', press('ArrowDown', { metaKey: true }), 'player:volume-down'],
    ['linux', press('ArrowDown', { ctrlKey: true, shiftKey: true }), 'player:mute'],
    ['mac', press('ArrowDown', { metaKey: true, shiftKey: true }), 'player:mute'],
    ['linux', press('s', { ctrlKey: true }), 'player:shuffle'],
    ['mac', press('r', { metaKey: true }), 'player:repeat'],
    ['linux', press('l', { ctrlKey: true }), 'go:search'],
    ['windows', press('f', { ctrlKey: true }), 'list:filter'],
    ['linux', press('ArrowRight', { shiftKey: true }), 'player:seek-forward'],
    ['mac', press('ArrowLeft', { shiftKey: true }), 'player:seek-back'],
    ['linux', press('B', { altKey: true, shiftKey: true }), 'player:like'],
    // Option+Shift+B types a symbol on a Mac: the key's place says it.
    ['mac', { ...press('ı', { altKey: true, shiftKey: true }), code: 'KeyB' }, 'player:like'],
    ['linux', press('?', { shiftKey: true, code: 'Slash' }), 'shortcuts'],
    ['mac', press('?', { shiftKey: true, code: 'Slash' }), 'shortcuts'],
    ['linux', press(' ', { code: 'Space' }), 'player:play-pause'],
  ] as const)('on %s, %j is %s', (platform, keys, command) => {
    expect(shortcutOf(keys, platform)?.command).toBe(command)
  })

  it.each([
    // The other platform's modifier does nothing: Ctrl+→ on a Mac moves a cursor, ⌘→ elsewhere is the OS's.
    ['mac', press('ArrowRight', { ctrlKey: true })],
    ['linux', press('ArrowRight', { metaKey: true })],
    ['windows', press('s', { metaKey: true })],
    // Arrows alone and with other modifiers are the page's (lists, sliders, text).
    ['linux', press('ArrowRight')],
    ['linux', press('ArrowRight', { ctrlKey: true, shiftKey: true })],
    ['linux', press('ArrowUp', { ctrlKey: true, altKey: true })],
    ['linux', press('s')],
    ['linux', press('B', { shiftKey: true })],
    ['linux', press('c', { ctrlKey: true })],
  ] as const)('on %s, %j is nothing', (platform, keys) => {
    expect(shortcutOf(keys, platform)).toBeNull()
  })

  it('repeats only volume and seeking while a key is held', () => {
    expect(shortcutOf(press('ArrowUp', { ctrlKey: true, repeat: true }), 'linux')?.command).toBe(
      'player:volume-up',
    )
    expect(shortcutOf(press('ArrowRight', { shiftKey: true, repeat: true }), 'linux')?.command).toBe(
      'player:seek-forward',
    )
    expect(shortcutOf(press('ArrowRight', { ctrlKey: true, repeat: true }), 'linux')).toBeNull()
    expect(shortcutOf(press('s', { ctrlKey: true, repeat: true }), 'linux')).toBeNull()
  })
})
