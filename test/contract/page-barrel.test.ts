import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const contractDir = fileURLToPath(new URL('../../electron/contract/', import.meta.url))

/** The modules a file loads at run time: its imports and re-exports that are not `type`-only. */
function runtimeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const specifiers: string[] = []
  for (const match of text.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^;]*?\sfrom\s+)?'([^']+)'/gms)) {
    specifiers.push(match[1]!)
  }
  return specifiers
}

/** Every module the page's barrel loads, following relative imports. */
function runtimeGraph(entry: string): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  const visit = (file: string) => {
    if (graph.has(file)) return
    const imports = runtimeImports(file)
    graph.set(file, imports)
    for (const specifier of imports) {
      if (specifier.startsWith('.')) visit(join(dirname(file), `${specifier}.ts`))
    }
  }
  visit(entry)
  return graph
}

describe("the page's contract (@contract)", () => {
  it('loads no schema library at run time: types come along, schemas stay with core', () => {
    const graph = runtimeGraph(join(contractDir, 'page.ts'))
    const loaders = [...graph].filter(([, imports]) =>
      imports.some((specifier) => !specifier.startsWith('.')),
    )
    expect(loaders.map(([file, imports]) => [file.slice(contractDir.length), imports])).toEqual([])
    // The barrel really reaches the helpers the page uses.
    expect([...graph.keys()].map((file) => file.slice(contractDir.length))).toEqual(
      expect.arrayContaining([
        'playback-logic.ts',
        'method-names.ts',
        'settings-rules.ts',
        'bridge-error.ts',
      ]),
    )
  })

  it('the check itself sees a schema module for what it is', () => {
    const graph = runtimeGraph(join(contractDir, 'playback.ts'))
    expect(graph.get(join(contractDir, 'playback.ts'))).toContain('zod')
  })
})
