/**
 * What `files` brings into app.asar, computed with electron-builder's own matcher and walker
 * (test/support/electron-builder.ts) over a fixture tree: every file of this project, as empty files at the
 * same paths, plus an out/ folder as `npm run build` writes it (with source maps, which a build could emit)
 * and a dist/ as electron-builder leaves it. Production node_modules are added by electron-builder apart
 * from `files` (from `npm ls --omit=dev`); they are checked here from package-lock.json, which holds the
 * same tree.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Configuration } from 'electron-builder'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { runtimeIconFiles } from '../../electron/core/features/desktop/icon-files'
import { packedAppFiles } from '../support/electron-builder'

const root = fileURLToPath(new URL('../../', import.meta.url))
const config = parse(readFileSync(join(root, 'build/electron-builder.yml'), 'utf8')) as Configuration

/** Folders that are not part of the project's files: installed, generated or tool output. */
const notProject = new Set([
  'node_modules',
  '.git',
  'out',
  'dist',
  'test-results',
  'playwright-report',
  'coverage',
])

function projectFiles(dir = root, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = `${prefix}${entry.name}`
    if (entry.isDirectory())
      return notProject.has(entry.name) ? [] : projectFiles(join(dir, entry.name), `${path}/`)
    return entry.isFile() ? [path] : []
  })
}

/** What electron-vite writes into out/ (file names as it hashes them), plus the maps a build could add. */
const builtOutput = [
  'out/main/index.js',
  'out/main/demo-process.js',
  'out/main/chunks/contract-DjSMDG_0.js',
  'out/main/about.json',
  'out/preload/index.cjs',
  'out/renderer/index.html',
  'out/renderer/favicon.svg',
  'out/renderer/assets/index-Lp0jH5sw.js',
  'out/renderer/assets/index-CGoYO9p6.css',
]
/** Browser mode's entries and its own chunks, built into out/main for `npm run web`. */
const browserMode = [
  'out/main/web-cli.js',
  'out/main/web-launch.js',
  'out/main/chunks/web-host-B4bC9OxU.js',
  'out/main/chunks/web-run-browser-mode-CYbSF8ve.js',
]
/** Each build's record of the packages it bundled (about.json is written from them): not read at run time. */
const buildRecords = ['out/bundled/main.json', 'out/bundled/preload.json', 'out/bundled/renderer.json']
const sourceMaps = [
  'out/main/index.js.map',
  'out/preload/index.cjs.map',
  'out/renderer/assets/index-Lp0jH5sw.js.map',
]
const leftovers = [
  'dist/Encore-0.1.0-x86_64.AppImage',
  'dist/linux-unpacked/resources/app.asar',
  'dist/builder-debug.yml',
]
const installed = ['node_modules/zod/package.json', 'node_modules/electron/package.json']

const runtimeIcons = runtimeIconFiles()

let fixture: string
let packed: string[]
const ours = projectFiles()

beforeAll(async () => {
  fixture = mkdtempSync(join(tmpdir(), 'encore-packed-'))
  for (const path of [
    ...ours,
    ...builtOutput,
    ...browserMode,
    ...buildRecords,
    ...sourceMaps,
    ...leftovers,
    ...installed,
  ]) {
    mkdirSync(dirname(join(fixture, path)), { recursive: true })
    writeFileSync(join(fixture, path), '')
  }
  packed = await packedAppFiles(fixture, config)
})

afterAll(() => rmSync(fixture, { recursive: true, force: true }))

describe('the packed app files (electron-builder’s matcher over a mirror of the project)', () => {
  it('the mirror holds what must stay out: tests, benches, sources, maps, docs, configs', () => {
    // Guards the fixture itself: if these were missing, the checks below would pass for nothing.
    for (const prefix of ['test/', 'bench/', 'electron/', 'renderer/src/', 'build/']) {
      expect(
        ours.some((it) => it.startsWith(prefix)),
        prefix,
      ).toBe(true)
    }
    expect(ours).toEqual(
      expect.arrayContaining(['README.md', 'tsconfig.json', 'vitest.config.ts', 'eslint.config.js']),
    )
    expect(ours.some((it) => it.endsWith('.vue'))).toBe(true)
  })

  it('are exactly the built output without browser mode, package.json and the icons the shell loads', () => {
    expect(packed).toEqual([...builtOutput, 'package.json', ...runtimeIcons].sort())
    for (const file of [...browserMode, ...buildRecords]) expect(packed).not.toContain(file)
  })

  it('hold no test, bench, source, map, Markdown, configuration or build leftover', () => {
    const forbidden = [
      /^(test|bench|electron|renderer|node_modules|dist|\.ci)\//,
      /\.(ts|tsx|vue|map|md)$/,
      /(^|\/)(tsconfig[^/]*\.json|[^/]*\.config\.[jt]s|electron-builder[^/]*\.yml|package-lock\.json)$/,
      /(^|\/)\.[^/]+$/,
    ]
    const offending = packed.filter((path) => forbidden.some((it) => it.test(path)))
    expect(offending).toEqual([])
  })

  it('keep everything under build/ (the packaging folder) out; the runtime icons come from resources/', () => {
    expect(packed.filter((it) => it.startsWith('build/'))).toEqual([])
    expect(packed.filter((it) => it.startsWith('resources/')).sort()).toEqual([...runtimeIcons].sort())
  })
})

/** The relative modules a built file imports, statically or with `import()`, as paths from the root. */
function importsOf(file: string): string[] {
  const source = readFileSync(join(root, file), 'utf8')
  const specifiers = [...source.matchAll(/(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g)]
  return specifiers.map(([, specifier]) => join(dirname(file), specifier!).split('\\').join('/'))
}

/** Every built file reachable from the entries (and the entries). */
function reachableFrom(entries: string[]): Set<string> {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file) || !existsSync(join(root, file))) return
    seen.add(file)
    for (const next of importsOf(file)) visit(next)
  }
  for (const entry of entries) visit(entry)
  return seen
}

describe('the real main-process build (out/main, built by this test run)', () => {
  const built = readdirSync(join(root, 'out/main'), { recursive: true, withFileTypes: true })
    .filter((it) => it.isFile())
    .map((it) => relative(root, join(it.parentPath, it.name)).split('\\').join('/'))
  let packedBuild: string[]
  let dir: string

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'encore-packed-build-'))
    for (const path of [...built, 'package.json']) {
      mkdirSync(dirname(join(dir, path)), { recursive: true })
      writeFileSync(join(dir, path), '')
    }
    packedBuild = await packedAppFiles(dir, config)
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('packs every file the Electron app and its demo process load', () => {
    const needed = reachableFrom(['out/main/index.js', 'out/main/demo-process.js'])
    expect(needed.size).toBeGreaterThan(3)
    for (const file of needed) expect(packedBuild, file).toContain(file)
  })

  it('leaves out browser mode: its entries and the chunks only it loads', () => {
    const desktop = reachableFrom(['out/main/index.js', 'out/main/demo-process.js'])
    const browserOnly = [...reachableFrom(['out/main/web-cli.js', 'out/main/web-launch.js'])].filter(
      (file) => !desktop.has(file),
    )
    expect(browserOnly.filter((file) => /\/web-[^/]+\.js$/.test(file)).length).toBeGreaterThanOrEqual(4)
    for (const file of browserOnly.filter((it) => /\/web-[^/]+\.js$/.test(it)))
      expect(packedBuild).not.toContain(file)
  })
})

interface LockEntry {
  dev?: boolean
  hasInstallScript?: boolean
  dependencies?: Record<string, string>
}

describe('the production node_modules electron-builder adds', () => {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>
  }
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>
    devDependencies: Record<string, string>
  }
  const production = Object.entries(lock.packages).filter(
    ([path, entry]) => path.startsWith('node_modules/') && !entry.dev,
  )
  const names = new Set(production.map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 13)))

  it('are the dependencies and what they need, and no development tool', () => {
    for (const name of Object.keys(pkg.dependencies)) expect(names.has(name), name).toBe(true)
    // A development dependency of ours may also be a production package's dependency (ajv, ws for fastify).
    const neededInProduction = new Set(
      production.flatMap(([, entry]) => Object.keys(entry.dependencies ?? {})),
    )
    const tooling = Object.keys(pkg.devDependencies).filter(
      (name) => names.has(name) && !neededInProduction.has(name),
    )
    expect(tooling).toEqual([])
    for (const name of [
      'electron',
      'electron-builder',
      'vite',
      'vitest',
      'sharp',
      'icon-gen',
      '@electron/fuses',
    ]) {
      expect(names.has(name), name).toBe(false)
    }
  })

  it('build nothing native (so `npmRebuild: false` loses nothing)', () => {
    const withInstallScripts = production.filter(([, entry]) => entry.hasInstallScript).map(([path]) => path)
    expect(withInstallScripts).toEqual([])
  })

  it('are not filtered by `files`: its exclusions are all scoped to out/', () => {
    const exclusions = (config.files as string[]).filter((it) => it.startsWith('!'))
    for (const pattern of exclusions) expect(pattern).toMatch(/^!out\//)
  })
})
