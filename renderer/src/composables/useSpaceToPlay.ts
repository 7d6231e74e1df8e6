import { useEventListener } from '@vueuse/core'
import { typingIn } from './usePageShortcuts'

/** Roles and input types Space alone operates (Enter does not): a checkbox, a switch, a radio, a list's option. */
const SPACE_ONLY_ROLES = new Set([
  'checkbox',
  'switch',
  'radio',
  'option',
  'menuitemcheckbox',
  'menuitemradio',
])
const SPACE_ONLY_INPUTS = new Set(['checkbox', 'radio'])

function spaceOnly(target: Element): boolean {
  if (target instanceof HTMLInputElement) return SPACE_ONLY_INPUTS.has(target.type)
  const role = target.getAttribute('role')
  return role !== null && SPACE_ONLY_ROLES.has(role)
}

/**
 * Whether a Space press belongs to the element rather than the player: typing in a text field, or a control
 * only Space operates (a checkbox) that the keyboard reached. A clicked button is never one: Space does not
 * press again what the pointer pressed last (a control reached with Tab still takes Enter).
 */
export function ownsSpace(target: EventTarget | null, byKeyboard: boolean): boolean {
  if (!(target instanceof Element)) return false
  if (typingIn(target)) return true
  return byKeyboard && spaceOnly(target)
}

const isSpace = (event: KeyboardEvent) => event.key === ' ' || event.code === 'Space'

/**
 * Space plays and pauses anywhere outside a text field, whatever was clicked last, as in Spotify: handled at the
 * window, it keeps a focused button from being pressed again (its default activation, on the key's release) and
 * the page from scrolling. Only a checkbox, switch or option reached with the keyboard keeps Space for itself.
 */
export function useSpaceToPlay(toggle: () => void): void {
  /** How focus last moved: the keyboard (Tab, arrows) or the pointer (a click). */
  let byKeyboard = false
  /** A Space press this page took: its release must not press the focused control either. */
  let taken = false
  useEventListener(window, 'pointerdown', () => (byKeyboard = false), { capture: true, passive: true })
  useEventListener(window, 'keydown', (event: KeyboardEvent) => {
    if (!isSpace(event)) {
      if (!event.ctrlKey && !event.metaKey && !event.altKey) byKeyboard = true
      return
    }
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return
    if (ownsSpace(event.target, byKeyboard)) return
    event.preventDefault()
    taken = true
    if (!event.repeat) toggle()
  })
  useEventListener(window, 'keyup', (event: KeyboardEvent) => {
    if (!isSpace(event) || !taken) return
    taken = false
    event.preventDefault()
  })
}
