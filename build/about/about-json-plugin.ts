/**
 * A Vite plugin for the main-process build: emits about.json (about-data.ts) beside out/main/index.js, from
 * the project's package.json, package-lock.json and installed node_modules. Part of `npm run build` and of
 * the dev loop, so the file is always there for the shell to read.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { ABOUT_FILE_NAME, buildAboutData } from './about-data'
import type { Lockfile, Manifest } from './licenses'

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T
}

export function aboutJson(projectRoot: string): Plugin {
  return {
    name: 'encore-about-json',
    apply: 'build',
    generateBundle() {
      const pkg = readJson<Manifest>(join(projectRoot, 'package.json'))
      const lock = readJson<Lockfile>(join(projectRoot, 'package-lock.json'))
      const about = buildAboutData(pkg, lock, (packagePath) => {
        const file = join(projectRoot, packagePath, 'package.json')
        return existsSync(file) ? readJson<Manifest>(file) : undefined
      })
      this.emitFile({
        type: 'asset',
        fileName: ABOUT_FILE_NAME,
        source: `${JSON.stringify(about, null, 2)}\n`,
      })
    },
  }
}
