import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The repository root: the nearest folder above this module that holds Encore's package.json. Found by
 * walking up, because this code runs both from its source (electron/web/) and bundled (out/main/chunks/).
 */
function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json')
    if (existsSync(manifest)) {
      const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }
      if (pkg.name === 'encore') return `${dir}/`
    }
    if (dirname(dir) === dir) throw new Error(`Encore's package.json was not found above ${from}.`)
  }
}

export const projectRoot = findProjectRoot(dirname(fileURLToPath(import.meta.url)))
export const rendererOutDir = join(projectRoot, 'out/renderer/')
/** Where the compiled main-process entries live (the Electron main, browser mode, the demo process). */
export const mainOutDir = join(projectRoot, 'out/main/')

export function readPackageVersion(): string {
  const pkg = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { version?: unknown }
  return typeof pkg.version === 'string' ? pkg.version : '0.0.0'
}

/** package.json's `repository`: the project releases come from (the release page browser mode names). */
export function readPackageRepository(): unknown {
  return (JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { repository?: unknown })
    .repository
}
