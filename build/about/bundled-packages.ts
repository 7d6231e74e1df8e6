/**
 * Which installed packages a build bundled: Vite copies the code of every module it bundles into the output,
 * so a package can ship inside the app without being a production dependency (the page's vue, pinia,
 * vue-router… are devDependencies for that reason). Each build (main, preload, renderer) writes the packages
 * its chunks were made of to out/bundled/<build>.json; the About data lists them beside the production
 * dependencies (about-json-plugin.ts), so the list follows what each build really bundled.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** Where the builds' records live, relative to the project's root (out/ is the build's folder). */
export const BUNDLED_DIR = 'out/bundled'

/** One build's record: the lockfile-style paths of the packages its chunks were made of. */
export interface BundledRecord {
  build: string
  packages: string[]
}

/**
 * Helpers the build tools write into the bundles as virtual modules (`\0` ids, no file): their code ships
 * too, under the licence of the tool that wrote it.
 */
export const virtualModulePackages: readonly { prefix: string; packagePath: string }[] = [
  { prefix: 'vite/', packagePath: 'node_modules/vite' },
  { prefix: 'rolldown/', packagePath: 'node_modules/rolldown' },
  { prefix: 'plugin-vue:', packagePath: 'node_modules/@vitejs/plugin-vue' },
]

/**
 * The package a module belongs to, as package-lock.json names it (`node_modules/vue`,
 * `node_modules/@vue/shared`, `node_modules/a/node_modules/b`), or null for a module of ours. A virtual
 * module (`\0` id) belongs to the tool that writes it; one nobody named here is an error, so a new plugin's
 * helper cannot ship unlisted. A query (`?vue&type=style`) is not part of the path.
 */
export function packagePathOf(moduleId: string, projectRoot: string): string | null {
  if (moduleId.startsWith('\0')) {
    const virtual = moduleId.slice(1)
    const tool = virtualModulePackages.find((entry) => virtual.startsWith(entry.prefix))
    if (tool) return tool.packagePath
    if (!virtual.includes('node_modules/'))
      throw new Error(
        `The bundle holds the virtual module ${JSON.stringify(virtual)}, whose package is not known: name it in virtualModulePackages (build/about/bundled-packages.ts).`,
      )
  }
  const root = projectRoot.replaceAll('\\', '/').replace(/\/?$/, '/')
  let id = moduleId
    .replace(/^\0+/, '')
    .replace(/[?#].*$/, '')
    .replaceAll('\\', '/')
  if (id.startsWith(root)) id = id.slice(root.length)
  // From the first node_modules on (a module outside the project, a linked one, keeps its own).
  const inside = id.startsWith('node_modules/') ? id : id.slice(id.indexOf('/node_modules/') + 1)
  if (!inside.startsWith('node_modules/')) return null
  const segments = inside.split('/')
  const path: string[] = []
  for (let i = 0; segments[i] === 'node_modules';) {
    const scoped = segments[i + 1]?.startsWith('@')
    const name = scoped ? segments.slice(i + 1, i + 3) : segments.slice(i + 1, i + 2)
    // Tool caches (node_modules/.vite, .cache) are no package; a path that stops at the scope neither.
    if (!name[0] || name[0].startsWith('.') || (scoped && name.length < 2)) return null
    path.push('node_modules', ...name)
    i += 1 + name.length
  }
  return path.length ? path.join('/') : null
}

/** The packages of a set of bundled module ids, each once, sorted. */
export function bundledPackages(moduleIds: Iterable<string>, projectRoot: string): string[] {
  const found = new Set<string>()
  for (const id of moduleIds) {
    const path = packagePathOf(id, projectRoot)
    if (path) found.add(path)
  }
  return [...found].sort()
}

export function writeBundledRecord(projectRoot: string, record: BundledRecord): void {
  const dir = join(projectRoot, BUNDLED_DIR)
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, `${record.build}.json`), `${JSON.stringify(record, null, 2)}\n`)
}

/** Every build's record found under out/bundled (none before the first build). */
export function readBundledRecords(projectRoot: string): BundledRecord[] {
  const dir = join(projectRoot, BUNDLED_DIR)
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const record = JSON.parse(readFileSync(join(dir, name), 'utf8')) as Partial<BundledRecord>
      if (typeof record.build !== 'string' || !Array.isArray(record.packages))
        throw new Error(`${BUNDLED_DIR}/${name} is not a record of bundled packages`)
      return { build: record.build, packages: record.packages.map(String) }
    })
}
