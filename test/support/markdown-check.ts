import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'

/**
 * What the docs test checks in Markdown files (README.md, docs/): that relative links and `#anchors` resolve,
 * that every `npm run <script>` they name exists, and that file paths they name in code exist. Plain functions
 * over text and the file system, so the test can also show each finds what it should.
 */

/** A fenced block or inline code, blanked out of the prose (so a link inside code is not a link). */
const FENCE = /^(```|~~~)[^\n]*\n[\s\S]*?^\1[ \t]*$/gm
const INLINE_CODE = /(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g

export function withoutCode(markdown: string): string {
  const blank = (text: string) => text.replace(/[^\n]/g, ' ')
  return markdown.replace(FENCE, blank).replace(INLINE_CODE, blank)
}

/** Every code span and fenced block's text, where commands and paths are written. */
export function codeOf(markdown: string): string[] {
  const blocks = [...markdown.matchAll(FENCE)].map((match) => match[0])
  const prose = markdown.replace(FENCE, '')
  const spans = [...prose.matchAll(INLINE_CODE)].map((match) => match[2]!)
  return [...blocks, ...spans]
}

/** Link and image targets of the prose: `[text](target)`, `![alt](target "title")` and `[ref]: target`. */
export function linkTargets(markdown: string): string[] {
  const prose = withoutCode(markdown)
  const inline = [...prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!)
  const references = [...prose.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm)].map(
    (m) => m[1]!,
  )
  return [...inline, ...references]
}

const external = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target)

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens; repeats get -1, -2. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>()
  const seen = new Map<string, number>()
  for (const match of markdown.replace(FENCE, '').matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const text = match[1]!
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/`/g, '')
      .replace(/\*\*|__/g, '')
    const base = text
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
      .replace(/ /g, '-')
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    anchors.add(count === 0 ? base : `${base}-${count}`)
  }
  return anchors
}

/** Why each relative link of `file` does not resolve (a missing file or folder, or an unknown anchor). */
export function brokenLinks(file: string, root: string): string[] {
  const markdown = readFileSync(file, 'utf8')
  const problems: string[] = []
  for (const target of linkTargets(markdown)) {
    if (external(target)) continue
    const [path = '', anchor] = target.split('#')
    const resolved = path ? join(dirname(file), decodeURIComponent(path)) : file
    const name = `${relative(root, file)}: ${target}`
    if (!resolved.startsWith(root)) problems.push(`${name} leads out of the project`)
    else if (!existsSync(resolved)) problems.push(`${name}: no such file or folder`)
    else if (anchor !== undefined) {
      if (!resolved.endsWith('.md') || statSync(resolved).isDirectory()) {
        problems.push(`${name}: an anchor into something that is not a Markdown file`)
      } else if (!headingAnchors(readFileSync(resolved, 'utf8')).has(anchor)) {
        problems.push(`${name}: no heading "#${anchor}" in ${relative(root, resolved)}`)
      }
    }
  }
  return problems
}

/** The scripts named as `npm run <name>` (also `npm run -s <name>`) anywhere in the text, code included. */
export function npmRunScripts(markdown: string): string[] {
  const names = [...markdown.matchAll(/npm run(?:\s+(?:-s|--silent))?\s+([\w:.-]+)/g)].map((m) =>
    m[1]!.replace(/\.+$/, ''),
  )
  return [...new Set(names)]
}

/** Where a path written in code may live: from the root, or the short forms the docs use for the source. */
const PATH_ROOTS: readonly [RegExp, string][] = [
  [/^(electron|renderer|test|build|resources|bench|docs)\//, ''],
  [/^(core|contract|main|web|emulator|preload)\//, 'electron/'],
  [/^(stores|components|composables|views|styles|bridge)\//, 'renderer/src/'],
]

/**
 * Paths of the project's own files and folders named in code (`electron/core/app.ts`, `core/features/playback/`,
 * `npx vitest run test/web/host.test.ts`) that do not exist. Placeholders (`<hash>`, `{a,b}`, `*`, `…`) are
 * not paths and are left alone.
 */
export function missingPaths(markdown: string, root: string): string[] {
  const missing = new Set<string>()
  for (const code of codeOf(markdown)) {
    for (const token of code.split(/[\s,;()'"`]+/)) {
      const path = token.replace(/[.:]+$/, '').replace(/#.*$/, '')
      if (!path || /[<>{}*…|$%]/.test(path)) continue
      const where = PATH_ROOTS.find(([pattern]) => pattern.test(path))
      if (where && !existsSync(join(root, where[1], path))) missing.add(path)
    }
  }
  return [...missing]
}
