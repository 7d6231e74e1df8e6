import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** The repository root, found from this file (electron/web/ → ../../). */
export const projectRoot = fileURLToPath(new URL('../../', import.meta.url))
export const rendererOutDir = fileURLToPath(new URL('../../out/renderer/', import.meta.url))

export function readPackageVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version?: unknown
  }
  return typeof pkg.version === 'string' ? pkg.version : '0.0.0'
}
