/**
 * Text from strangers is data. Track, episode, playlist and device names are written by other people and
 * reach a terminal or a status bar through the command: an escape sequence in a name could retitle or clear
 * the terminal, and a polybar action tag (`%{A1:cmd:}`) could run a command when the bar is clicked. No
 * imports: the client uses these too.
 */

export const escapeModes = ['none', 'polybar', 'i3bar'] as const
export type EscapeMode = (typeof escapeModes)[number]

/* eslint-disable no-control-regex -- matching control characters is the point */
/** Whole escape sequences (CSI, OSC, DCS/PM/APC strings and the two-byte ones), so no remnant shows. */
const ESCAPE_SEQUENCE =
  /\u001b(?:\[[0-?]*[ -/]*[@-~]|[\]PX^_][^\u0007\u001b\u009c]*(?:\u0007|\u001b\\|\u009c)?|[ -/]*[0-~])?/g
/**
 * C0 and C1 controls, DEL, the line and paragraph separators (U+2028/2029: line breaks to a terminal, a
 * JavaScript reader and a spreadsheet alike), and the marks that reorder text on screen (bidirectional).
 */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g
/** What stands for a line break in one line of text. */
const LINE_BREAK = /[\t\n\r\u2028\u2029]/
/* eslint-enable no-control-regex */

/** A line fit for a terminal: escape sequences and control characters gone (a tab or line break: a space). */
export function stripControls(text: string): string {
  return text.replace(ESCAPE_SEQUENCE, '').replace(CONTROL, (char) => (LINE_BREAK.test(char) ? ' ' : ''))
}

/** Pango markup's five special characters (i3bar and waybar read labels as Pango markup). */
const PANGO: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', "'": '&#39;', '"': '&quot;' }

/**
 * A field's text, safe inside the bar's own markup. polybar: a `%` can start a tag (`%{A1:…}` runs a command
 * on click, in every version), so each becomes the full-width percent sign, which looks the same and starts
 * nothing. i3bar: Pango markup escaped. Control characters go in every mode.
 */
export function escapeField(text: string, mode: EscapeMode): string {
  const plain = stripControls(text)
  if (mode === 'polybar') return plain.replace(/%/g, '\uff05')
  if (mode === 'i3bar') return plain.replace(/[&<>'"]/g, (char) => PANGO[char]!)
  return plain
}
