import { shortcutOf, type ShortcutCommand } from '@contract'
import { useEventListener } from '@vueuse/core'
import { keyPlatform } from '../key-caps'

/** Input types that take no typing: a shortcut pressed on one is the page's. */
const NOT_TEXT = new Set([
  'button',
  'checkbox',
  'radio',
  'range',
  'submit',
  'reset',
  'color',
  'file',
  'image',
])
const TEXT_ROLES = new Set(['textbox', 'searchbox', 'combobox', 'spinbutton'])

/** Whether a key pressed on `target` is typing: a text field, a select, editable text, a hotkey recorder. */
export function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false
  if (target instanceof HTMLElement && target.isContentEditable) return true
  if (target instanceof HTMLInputElement) return !NOT_TEXT.has(target.type)
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true
  const role = target.getAttribute('role')
  return role !== null && TEXT_ROLES.has(role)
}

/** Runs a shortcut's command; `false` when there was nothing to act on here, so the key stays the browser's. */
export type ShortcutAction = () => boolean | void

/**
 * Spotify's desktop shortcuts in the main window (the contract's `pageShortcuts`): a key press runs the command
 * `run` has for it. None fires while typing in a text field, nor for a key a focused control already used (a
 * slider's arrows, a list's Shift+arrows). Commands `run` leaves out are someone else's (Space, Ctrl/Cmd+K).
 */
export function usePageShortcuts(run: Partial<Record<ShortcutCommand, ShortcutAction>>): void {
  const platform = keyPlatform()
  useEventListener(window, 'keydown', (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.isComposing || typingIn(event.target)) return
    const shortcut = shortcutOf(event, platform)
    const action = shortcut && run[shortcut.command]
    if (action && action() !== false) event.preventDefault()
  })
}
