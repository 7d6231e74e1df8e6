/**
 * The desktop, as other features see it: what a hotkey change would clash with (the settings check it), and
 * the player's status in one line (the command line says it too).
 */
export { hotkeyConflictError, introducedHotkeyConflict } from './hotkeys'
export { statusHeadline } from './controls'
