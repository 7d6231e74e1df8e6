import { homedir } from 'node:os'
import { join } from 'node:path'
import { assertWritableFolder, type ProbeFs } from '../core'

/**
 * Where browser mode keeps its settings and sign-in when no `--data-dir` is given: the user's config folder
 * (`$XDG_CONFIG_HOME`, `~/.config`, `~/Library/Application Support`, `%APPDATA%`), subfolder `encore-browser`.
 */
export function defaultDataDir(
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
  home: string = homedir(),
): string {
  if (platform === 'win32') return join(env['APPDATA'] ?? join(home, 'AppData', 'Roaming'), 'encore-browser')
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', 'encore-browser')
  const xdg = env['XDG_CONFIG_HOME']
  return join(xdg && xdg.startsWith('/') ? xdg : join(home, '.config'), 'encore-browser')
}

export type { ProbeFs } from '../core'

/** The folder check of `assertWritableFolder`, with the way out browser mode offers: another folder. */
export function assertWritableDataDir(dir: string, fs?: ProbeFs): void {
  assertWritableFolder(dir, { remedy: 'choose another folder with --data-dir PATH', ...(fs ? { fs } : {}) })
}
