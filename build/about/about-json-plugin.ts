/**
 * A Vite plugin for each of electron-vite's builds (main, preload, renderer): once the build has written its
 * bundle, it records which installed packages the bundle was made of (out/bundled/<build>.json,
 * bundled-packages.ts) and writes out/main/about.json (about-data.ts) again from the project's package.json,
 * package-lock.json, installed node_modules and every build's record. electron-vite builds main, preload and
 * renderer in turn, so after `npm run build` the file lists the production dependencies and everything each
 * build bundled, whatever the order; in the dev loop (no renderer build) the page's packages are those of the
 * last full build.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Plugin } from 'vite'
import { ABOUT_FILE, buildAboutData } from './about-data'
import { bundledPackages, packagePathOf, readBundledRecords, writeBundledRecord } from './bundled-packages'
import type { Lockfile, Manifest } from './licenses'

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T
}

/** Writes out/main/about.json from the lockfile and the builds' records found now. */
export function writeAboutJson(projectRoot: string): void {
  const pkg = readJson<Manifest>(join(projectRoot, 'package.json'))
  const lock = readJson<Lockfile>(join(projectRoot, 'package-lock.json'))
  const bundled = readBundledRecords(projectRoot).flatMap((record) => record.packages)
  const about = buildAboutData(
    pkg,
    lock,
    (packagePath) => {
      const file = join(projectRoot, packagePath, 'package.json')
      return existsSync(file) ? readJson<Manifest>(file) : undefined
    },
    bundled,
  )
  const file = join(projectRoot, ABOUT_FILE)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, `${JSON.stringify(about, null, 2)}\n`)
}

/** `build`: the record's name (main, preload, renderer). */
export function aboutJson(projectRoot: string, build: string): Plugin {
  let packages: string[] = []
  return {
    name: 'encore-about-json',
    apply: 'build',
    generateBundle(_options, bundle) {
      // The modules whose code is in the chunks, and the packages our own modules import: `vue` itself only
      // re-exports @vue/runtime-dom and renders to nothing, yet it is what the page imports. Packages that
      // were only reached and then shaken out (pinia's devtools hooks) ship nothing and are not listed.
      const inChunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk' ? output.moduleIds : [],
      )
      // External modules (the production dependencies main loads from node_modules) keep their bare names
      // (`fastify`), so they name no installed path here: the lockfile lists them.
      const importedByOurs = [...this.getModuleIds()].flatMap((id) => {
        const info = this.getModuleInfo(id)
        if (!info || packagePathOf(id, projectRoot)) return []
        return [...info.importedIds, ...info.dynamicallyImportedIds]
      })
      packages = bundledPackages([...inChunks, ...importedByOurs], projectRoot)
    },
    writeBundle() {
      writeBundledRecord(projectRoot, { build, packages })
      writeAboutJson(projectRoot)
    },
  }
}
