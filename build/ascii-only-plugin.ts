import type { Plugin } from 'vite'

const escapeNonAscii = (code: string) =>
  code.replace(/[^ -~\t\n\r]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)

/**
 * Escapes every non-ASCII character of the main process's chunks (`’` → `\u2019`). V8 keeps each module's
 * source for as long as the app runs, and one non-ASCII character anywhere makes it keep the whole file as a
 * two-byte string: twice the memory for the app's largest chunk. The escapes mean the same in strings,
 * template literals, regular expressions and comments. (The sources hold no `String.raw` and no backslash
 * before a non-ASCII character, where an escape would change the meaning.) Done on the finished bundle:
 * a `renderChunk` result is rendered again by later steps.
 */
export function asciiOnly(): Plugin {
  return {
    name: 'encore-ascii-only',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') output.code = escapeNonAscii(output.code)
      }
    },
  }
}
