import { describe, expect, it } from 'vitest'
import {
  acceleratorFromKeys,
  AcceleratorSchema,
  canonicalAccelerator,
  sameAccelerator,
  type KeyPress,
} from '../../electron/contract'

const press = (code: string, key: string, modifiers: Partial<KeyPress> = {}): KeyPress => ({
  code,
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...modifiers,
})

describe('acceleratorFromKeys: recording a hotkey from the keys pressed', () => {
  const recorded: [string, KeyPress, 'mac' | 'other', string][] = [
    [
      'Ctrl+Alt+P on Linux',
      press('KeyP', 'p', { ctrlKey: true, altKey: true }),
      'other',
      'CommandOrControl+Alt+P',
    ],
    [
      '⌘⌥P on a Mac (which types π)',
      press('KeyP', 'π', { metaKey: true, altKey: true }),
      'mac',
      'CommandOrControl+Alt+P',
    ],
    [
      'Control+Option+P on a Mac',
      press('KeyP', 'π', { ctrlKey: true, altKey: true }),
      'mac',
      'Control+Alt+P',
    ],
    [
      'Super+Shift+Right on Linux',
      press('ArrowRight', 'ArrowRight', { metaKey: true, shiftKey: true }),
      'other',
      'Shift+Super+Right',
    ],
    [
      'Ctrl+Alt+. (a German layout types :)',
      press('Period', ':', { ctrlKey: true, altKey: true }),
      'other',
      'CommandOrControl+Alt+.',
    ],
    [
      'Ctrl+Shift+7',
      press('Digit7', '/', { ctrlKey: true, shiftKey: true }),
      'other',
      'CommandOrControl+Shift+7',
    ],
    ['F13 alone', press('F13', 'F13'), 'other', 'F13'],
    ['Shift+F5', press('F5', 'F5', { shiftKey: true }), 'other', 'Shift+F5'],
    ['the play/pause media key', press('MediaPlayPause', 'MediaPlayPause'), 'other', 'MediaPlayPause'],
    ['the next-track media key', press('MediaTrackNext', 'MediaTrackNext'), 'mac', 'MediaNextTrack'],
    ['volume up', press('AudioVolumeUp', 'AudioVolumeUp'), 'other', 'VolumeUp'],
    [
      'Ctrl+Alt+Enter on the number pad',
      press('NumpadEnter', 'Enter', { ctrlKey: true, altKey: true }),
      'other',
      'CommandOrControl+Alt+Enter',
    ],
  ]

  it.each(recorded)('%s', (_name, keys, family, accelerator) => {
    expect(acceleratorFromKeys(keys, family)).toEqual({ kind: 'accelerator', accelerator })
    // What is recorded is what Settings accepts.
    expect(AcceleratorSchema.safeParse(accelerator).success).toBe(true)
  })

  it('waits while only modifiers are down', () => {
    expect(acceleratorFromKeys(press('ControlLeft', 'Control', { ctrlKey: true }), 'other')).toEqual({
      kind: 'pending',
    })
    expect(acceleratorFromKeys(press('AltRight', 'AltGraph'), 'other')).toEqual({ kind: 'pending' })
    expect(acceleratorFromKeys(press('MetaLeft', 'Meta', { metaKey: true }), 'mac')).toEqual({
      kind: 'pending',
    })
  })

  it('treats Escape alone as cancel and Backspace or Delete alone as "no hotkey"', () => {
    expect(acceleratorFromKeys(press('Escape', 'Escape'), 'other')).toEqual({ kind: 'cancel' })
    expect(acceleratorFromKeys(press('Backspace', 'Backspace'), 'other')).toEqual({ kind: 'clear' })
    expect(acceleratorFromKeys(press('Delete', 'Delete'), 'mac')).toEqual({ kind: 'clear' })
    expect(acceleratorFromKeys(press('Escape', 'Escape', { ctrlKey: true, altKey: true }), 'other')).toEqual({
      kind: 'accelerator',
      accelerator: 'CommandOrControl+Alt+Escape',
    })
  })

  const refused: [string, KeyPress, object][] = [
    ['a letter alone', press('KeyP', 'p'), { refusal: 'needsModifier' }],
    ['Shift and a letter', press('KeyP', 'P', { shiftKey: true }), { refusal: 'shiftAlone', key: 'P' }],
    [
      'a media key with a modifier',
      press('MediaPlayPause', 'MediaPlayPause', { ctrlKey: true }),
      { refusal: 'mediaWithModifier' },
    ],
    ['a number-pad digit', press('Numpad5', '5', { ctrlKey: true }), { refusal: 'numberPad' }],
    [
      'a key Electron cannot name',
      press('IntlBackslash', '<', { ctrlKey: true }),
      { refusal: 'notAKey', key: '<' },
    ],
    ['an unidentified key', press('', 'Unidentified', { ctrlKey: true }), { refusal: 'unknownKey' }],
  ]

  // The page says why in the person's language (test/renderer/components/HotkeyField.test.ts).
  it.each(refused)('refuses %s, saying why', (_name, keys, why) => {
    expect(acceleratorFromKeys(keys, 'other')).toEqual({ kind: 'refused', ...why })
  })

  it('refuses a letter alone on a Mac too', () => {
    expect(acceleratorFromKeys(press('KeyP', 'p'), 'mac')).toEqual({
      kind: 'refused',
      refusal: 'needsModifier',
    })
  })
})

describe('comparing accelerators', () => {
  it('reads aliases, case and modifier order as the same keys', () => {
    expect(canonicalAccelerator('CmdOrCtrl+alt+p', 'other')).toBe('Control+Alt+P')
    expect(canonicalAccelerator('Alt+CommandOrControl+P', 'mac')).toBe('Command+Alt+P')
    expect(canonicalAccelerator('Option+Return', 'mac')).toBe('Alt+Enter')
    expect(canonicalAccelerator('Ctrl+Plus', 'other')).toBe('Control++')
    expect(canonicalAccelerator('', 'other')).toBe('')
  })

  it('finds a clash on either family: CommandOrControl is Control on Linux and Command on a Mac', () => {
    expect(sameAccelerator('CommandOrControl+Alt+P', 'Ctrl+Alt+P')).toBe(true)
    expect(sameAccelerator('CommandOrControl+Alt+P', 'Command+Alt+P')).toBe(true)
    expect(sameAccelerator('Super+Alt+P', 'Meta+Alt+P')).toBe(true)
    expect(sameAccelerator('CommandOrControl+Alt+P', 'CommandOrControl+Alt+Shift+P')).toBe(false)
    expect(sameAccelerator('CommandOrControl+Alt+P', 'Alt+P')).toBe(false)
    expect(sameAccelerator('', '')).toBe(false)
  })
})
