import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const projectRoot = fileURLToPath(new URL('../../', import.meta.url))
const coreFolder = join(projectRoot, 'electron/core')
const door = join(coreFolder, 'index.ts')
/** The code that takes core through its door: the shells and the command's client. */
const doorUsers = ['electron/main', 'electron/web', 'electron/cli']

const sourceOf = (file: string) =>
  ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)

function tsFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
}

/** The names the door says, and how many `export *` it has. */
function doorExports(): { names: string[]; stars: number } {
  const names: string[] = []
  let stars = 0
  for (const statement of sourceOf(door).statements) {
    if (!ts.isExportDeclaration(statement)) continue
    if (!statement.exportClause) stars++
    else if (ts.isNamedExports(statement.exportClause))
      for (const element of statement.exportClause.elements) names.push(element.name.text)
  }
  return { names, stars }
}

/** The names a file imports from core's door (`'../core'`, `'../../core'`). */
function namesTakenFromDoor(file: string): string[] {
  const names: string[] = []
  for (const statement of sourceOf(file).statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue
    const specifier = statement.moduleSpecifier
    if (!specifier || !ts.isStringLiteral(specifier)) continue
    if (resolve(dirname(file), specifier.text) !== coreFolder) continue
    const bindings = ts.isImportDeclaration(statement)
      ? statement.importClause?.namedBindings
      : statement.exportClause
    if (bindings && (ts.isNamedImports(bindings) || ts.isNamedExports(bindings)))
      for (const element of bindings.elements) names.push((element.propertyName ?? element.name).text)
  }
  return names
}

/**
 * Core's one door (electron/core/index.ts) names what it lets out, and only what the shells and the command's
 * client use: a reader sees there what they lean on, and nothing is let out by default.
 */
describe("core's door names what it exports", () => {
  it('has no `export *`', () => {
    expect(doorExports().stars).toBe(0)
  })

  it('lets out only names the shells or the command line client take', () => {
    const taken = new Set(
      doorUsers.flatMap((folder) => tsFiles(join(projectRoot, folder))).flatMap(namesTakenFromDoor),
    )
    expect(taken.size).toBeGreaterThan(0)
    expect(doorExports().names.filter((name) => !taken.has(name))).toEqual([])
  })
})
