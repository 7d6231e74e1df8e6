/**
 * The real build's About data (out/main/about.json, and out/bundled/, written by `npm run build`, which the
 * test run's global setup runs when stale): every package whose code ships (the production dependencies, and
 * what each of main, preload and the page bundled) is listed with its licence. What the builds recorded is
 * checked against our own sources too, so a record that went empty or wrong would not pass for nothing.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { ABOUT_FILE, readAboutData } from '../../../build/about/about-data'
import { readBundledRecords } from '../../../build/about/bundled-packages'
import { UNKNOWN_LICENSE } from '../../../build/about/licenses'

const root = fileURLToPath(new URL('../../../', import.meta.url))
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  version: string
  dependencies: Record<string, string>
}
const about = readAboutData(join(root, ABOUT_FILE))
const records = readBundledRecords(root)
const listed = new Map(about.licenses.map((entry) => [entry.name, entry]))

const manifestName = (packagePath: string) =>
  (JSON.parse(readFileSync(join(root, packagePath, 'package.json'), 'utf8')) as { name: string }).name

/** The packages a folder's sources import by name (static, re-exported or dynamic; type-only left out). */
function packagesImportedBy(folder: string): Set<string> {
  const files = readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|vue)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
  const imports =
    /(?:^|[\n;])\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g
  const names = new Set<string>()
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(imports)) {
      const specifier = match[1] ?? match[2]!
      if (/^(\.|node:|@contract$)/.test(specifier) || builtinModules.includes(specifier.split('/')[0]!))
        continue
      const parts = specifier.split('/')
      names.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!)
    }
  }
  return names
}

describe('the built About data', () => {
  it('names the app and lists every production dependency, none without a licence', () => {
    expect(about.app).toEqual({ name: 'encore', productName: 'Encore', version: pkg.version })
    for (const name of Object.keys(pkg.dependencies)) expect(listed.has(name), name).toBe(true)
    expect(about.licenses.filter((entry) => entry.license === UNKNOWN_LICENSE)).toEqual([])
    // Tools that ship nothing stay out.
    expect(listed.has('vitest')).toBe(false)
    expect(listed.has('electron')).toBe(false)
  })

  it('has a record of what each build bundled', () => {
    expect(records.map((record) => record.build)).toEqual(['main', 'preload', 'renderer'])
  })

  it('lists every package a build bundled', () => {
    const missing = records.flatMap((record) =>
      record.packages
        .filter((path) => !listed.has(manifestName(path)))
        .map((path) => `${record.build}: ${path}`),
    )
    expect(missing).toEqual([])
  })

  it('lists the page’s packages (devDependencies, bundled by Vite), as the page’s sources import them', () => {
    const page = records.find((record) => record.build === 'renderer')!.packages.map(manifestName)
    const imported = packagesImportedBy('renderer/src')
    expect([...imported]).toEqual(
      expect.arrayContaining([
        'vue',
        'pinia',
        'vue-router',
        '@vueuse/core',
        '@tanstack/vue-virtual',
        'vue-draggable-plus',
        '@lucide/vue',
      ]),
    )
    for (const name of imported) {
      expect(page, name).toContain(name)
      expect(listed.get(name)?.license, name).toMatch(/\w/)
    }
    // What those packages bundle of their own dependencies, and the build's own helpers in the page.
    for (const name of ['@vue/runtime-dom', '@vue/shared', '@tanstack/virtual-core', 'vite'])
      expect(listed.has(name), name).toBe(true)
  })

  it('lists what the main process and browser mode import: bundled or loaded from node_modules', () => {
    const main = new Set([
      ...packagesImportedBy('electron/core'),
      ...packagesImportedBy('electron/contract'),
      ...packagesImportedBy('electron/main'),
      ...packagesImportedBy('electron/emulator'),
      ...packagesImportedBy('electron/web'),
    ])
    main.delete('electron')
    expect(main.size).toBeGreaterThan(3)
    for (const name of main) expect(listed.has(name), name).toBe(true)
  })
})
