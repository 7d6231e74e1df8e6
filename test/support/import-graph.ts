import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import ts from 'typescript'

/** One file's imports of other files under the same root, resolved as TypeScript resolves them. */
export interface FileImports {
  file: string
  imports: string[]
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : []
  })
}

/** The code's own imports (type-only ones too: they tie folders as much as values do), relative to `root`. */
export function readImports(root: string): FileImports[] {
  const options: ts.CompilerOptions = {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
  }
  return sourceFiles(root).map((file) => {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
    const imports = importedFiles
      .filter(({ fileName }) => fileName.startsWith('.'))
      .map(
        ({ fileName }) =>
          ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule?.resolvedFileName,
      )
      .filter((target): target is string => !!target && !relative(root, target).startsWith('..'))
      .map((target) => relative(root, target))
    return { file: relative(root, file), imports }
  })
}

/** Core's floors: a folder under one of these is named by its floor and its own name (`features/library`). */
const FLOORS = ['base', 'service', 'features'] as const
export type Floor = (typeof FLOORS)[number] | 'root'

/** What each floor may import: a floor only those below it and itself; the root (the composition) all. */
const MAY_IMPORT: Record<Floor, readonly Floor[]> = {
  base: ['base'],
  service: ['base', 'service'],
  features: ['base', 'service', 'features'],
  root: ['base', 'service', 'features', 'root'],
}

/** A file's floor: the first segment of its path, or `root` for a file directly in core. */
export const floorOf = (file: string): Floor => {
  const first = file.split(sep)[0]!
  return (FLOORS as readonly string[]).includes(first) ? (first as Floor) : 'root'
}

/**
 * A file's folder: on a floor its first two segments (`features/library`), a floor's own files count as the
 * floor (`base`); elsewhere its first segment, or the file itself for one at the root.
 */
export const folderOf = (file: string): string => {
  const parts = file.split(sep)
  if ((FLOORS as readonly string[]).includes(parts[0]!))
    return parts.length > 2 ? `${parts[0]}/${parts[1]}` : parts[0]!
  return parts.length > 1 ? parts[0]! : file
}

/** Imports that go up a floor (`base` reaching into `features`, a feature into the composition root). */
export function floorBreaches(files: readonly FileImports[]): string[] {
  return files.flatMap(({ file, imports }) =>
    imports
      .filter((target) => !MAY_IMPORT[floorOf(file)].includes(floorOf(target)))
      .map((target) => `${file} → ${target}`),
  )
}

/** The feature a file lies in (`library` for `features/library/playlist-editor.ts`), or null off that floor. */
const featureOf = (file: string): string | null => {
  const parts = file.split(sep)
  return parts[0] === 'features' && parts.length > 2 ? parts[1]! : null
}

/**
 * Imports of one feature that reach behind another's door: of `features/<b>`, a feature may take only
 * `features/<b>/index.ts`, where `b` declares what the others use.
 */
export function doorBreaches(files: readonly FileImports[]): string[] {
  return files.flatMap(({ file, imports }) => {
    const own = featureOf(file)
    if (own === null) return []
    return imports
      .filter((target) => {
        const other = featureOf(target)
        return other !== null && other !== own && target !== ['features', other, 'index.ts'].join(sep)
      })
      .map((target) => `${file} → ${target}`)
  })
}

/** Arrows between folders: `from → to` for every import that crosses one. */
export function folderArrows(files: readonly FileImports[]): Map<string, Set<string>> {
  const arrows = new Map<string, Set<string>>()
  for (const { file, imports } of files) {
    for (const target of imports) {
      const from = folderOf(file)
      const to = folderOf(target)
      if (from === to) continue
      if (!arrows.has(from)) arrows.set(from, new Set())
      arrows.get(from)!.add(to)
    }
  }
  return arrows
}

/** Arrows between files: each file to the files it imports (inside one folder too). */
export function fileArrows(files: readonly FileImports[]): Map<string, Set<string>> {
  return new Map(
    files.map(({ file, imports }) => [file, new Set(imports.filter((target) => target !== file))]),
  )
}

/** The strongly connected parts of more than one node (Tarjan): each is a cycle, sorted for stable messages. */
export function cycles(arrows: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (node: string) => {
    index.set(node, index.size)
    low.set(node, index.get(node)!)
    stack.push(node)
    onStack.add(node)
    for (const next of arrows.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node)!, low.get(next)!))
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!))
    }
    if (low.get(node) !== index.get(node)) return
    const part: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      part.push(member)
    } while (member !== node)
    if (part.length > 1) found.push(part.sort())
  }
  const nodes = new Set([...arrows.keys(), ...[...arrows.values()].flatMap((targets) => [...targets])])
  for (const node of [...nodes].sort()) if (!index.has(node)) visit(node)
  return found
}

/** Where the code of a folder lives, from this file (test/support). */
export const sourceRoot = (...parts: string[]) =>
  join(dirname(new URL(import.meta.url).pathname), '..', '..', ...parts)
