import { useEventListener } from '@vueuse/core'

/** Roles whose elements act on Space themselves: a press there is theirs, not the player's. */
const SPACE_ROLES = new Set([
  'button',
  'checkbox',
  'switch',
  'radio',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'option',
  'tab',
  'link',
  'combobox',
  'textbox',
  'searchbox',
])

/** Whether a key press on this element belongs to the element: text fields and controls Space activates. */
export function ownsSpace(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false
  if (target instanceof HTMLElement && target.isContentEditable) return true
  if (target.closest('input, textarea, select, button, summary, a[href]')) return true
  const role = target.getAttribute('role')
  return role !== null && SPACE_ROLES.has(role)
}

/**
 * Space toggles play/pause anywhere on the page, except where Space already means something: typing in a
 * text field, or pressing a focused button or link (Space presses that control instead).
 */
export function useSpaceToPlay(toggle: () => void): void {
  useEventListener(window, 'keydown', (event: KeyboardEvent) => {
    if (event.key !== ' ' && event.code !== 'Space') return
    if (event.defaultPrevented || event.repeat || event.altKey || event.ctrlKey || event.metaKey) return
    if (ownsSpace(event.target)) return
    event.preventDefault()
    toggle()
  })
}
