import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { build, createLogger } from 'vite'
import { rendererViteConfig } from '../../renderer/vite.config'
import { projectRoot, rendererOutDir } from './project-paths'

/** What the built renderer depends on: its own sources, the contract, and the manifests. */
const sourceRoots = ['renderer', 'electron/contract', 'package.json', 'package-lock.json']

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules') continue
    newest = Math.max(newest, newestMtime(join(path, entry)))
  }
  return newest
}

export function rendererBuildIsFresh(): boolean {
  const built = join(rendererOutDir, 'index.html')
  if (!existsSync(built)) return false
  const builtAt = statSync(built).mtimeMs
  return sourceRoots.every((root) => newestMtime(join(projectRoot, root)) <= builtAt)
}

/** Builds the renderer when it is missing or older than its sources. Build output goes to stderr. */
export async function ensureRendererBuild(log: (line: string) => void): Promise<void> {
  if (rendererBuildIsFresh()) return
  log('Building the renderer (sources changed since the last build)…')
  const logger = createLogger('warn')
  await build({ ...rendererViteConfig, configFile: false, logLevel: 'warn', customLogger: logger })
  log('Renderer built.')
}
