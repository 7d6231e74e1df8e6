/**
 * Encore's own compiler of catalog messages, for the page's words (renderer/src/i18n/words.ts) and core's
 * (core/base/words.ts), in place of vue-i18n's and @intlify/message-compiler (35 kB of the first screen's
 * JavaScript with vue-i18n's runtime). It reads the part of vue-i18n's syntax
 * the catalogs use: `{name}` and `{0}` filled in, `{'@'}` written as is, and `a | b` chosen by count. Anything
 * else it refuses by name (a linked `@:key`, a lone `{`), so a catalog's word never shows differently from
 * vue-i18n's reading of it; a test reads every catalog's every message both ways.
 */

type Part = string | { named: string } | { list: number }

/** What a message is filled in with: the values of a `t()` and the chooser of its forms. */
export interface MessageValues {
  named(name: string): unknown
  list(index: number): unknown
  plural(forms: string[]): string
}

/** Why a message cannot be read, in the words of the catalog's writer. */
export class MessageSyntaxError extends Error {}

const NAME = /^\s*(?:(\d+)|([A-Za-z_$][\w$-]*))\s*$/

/** A placeholder `{…}` starting at `open`: its part and where the text goes on after it. */
function placeholder(source: string, open: number): { part: Part; next: number } {
  const quoted = /^\{\s*'((?:[^'\\\n]|\\.)*)'\s*\}/.exec(source.slice(open))
  if (quoted) return { part: quoted[1]!.replace(/\\(.)/g, '$1'), next: open + quoted[0].length }
  const close = source.indexOf('}', open)
  if (close < 0) throw new MessageSyntaxError(`A “{” in “${source}” is not closed.`)
  const inner = source.slice(open + 1, close)
  const match = NAME.exec(inner)
  if (!match)
    throw new MessageSyntaxError(`“{${inner}}” in “${source}” is not a name, a number or a quoted text.`)
  const [, index, name] = match
  return { part: index !== undefined ? { list: Number(index) } : { named: name! }, next: close + 1 }
}

/** The cases of a message (split at `|`), each as its parts. */
function read(source: string): Part[][] {
  const found: Part[][] = [[]]
  let text = ''
  const flush = () => {
    if (text) found[found.length - 1]!.push(text)
    text = ''
  }
  for (let at = 0; at < source.length;) {
    const char = source[at]!
    if (char === '{') {
      flush()
      const { part, next } = placeholder(source, at)
      found[found.length - 1]!.push(part)
      at = next
    } else if (char === '|') {
      flush()
      found.push([])
      at++
    } else if (char === '}' || char === '@') {
      throw new MessageSyntaxError(`“${char}” in “${source}” must be written {'${char}'}.`)
    } else {
      text += char
      at++
    }
  }
  flush()
  return found.length === 1 ? found : found.map((items, index) => trimmed(items, index, found.length, source))
}

/** A case of several, without the spaces beside its `|` (as vue-i18n reads it). */
function trimmed(items: Part[], index: number, count: number, source: string): Part[] {
  const out = [...items]
  const first = out[0]
  if (index > 0 && typeof first === 'string') out[0] = first.trimStart()
  const last = out[out.length - 1]
  if (index < count - 1 && typeof last === 'string') out[out.length - 1] = last.trimEnd()
  const kept = out.filter((part) => part !== '')
  if (!kept.length) throw new MessageSyntaxError(`“${source}” has an empty choice beside a “|”.`)
  return kept
}

/** A value as vue-i18n shows it in a message (its `toDisplayString`): nothing for none, lists and plain objects as JSON. */
function shown(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (Array.isArray(value) || (typeof value === 'object' && value.toString === Object.prototype.toString))
    return JSON.stringify(value, null, 2)
  return String(value)
}

/** A message's text as a function of the values of a `t()`. */
export function compileMessage(source: string): (values: MessageValues) => string {
  const each = read(source)
  const render = (values: MessageValues, items: Part[]) =>
    items
      .map((part) => {
        if (typeof part === 'string') return part
        return shown('named' in part ? values.named(part.named) : values.list(part.list))
      })
      .join('')
  return (values) =>
    each.length === 1 ? render(values, each[0]!) : values.plural(each.map((items) => render(values, items)))
}
