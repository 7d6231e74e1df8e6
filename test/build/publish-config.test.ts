import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Configuration } from 'electron-builder'
import { describe, expect, it } from 'vitest'
import {
  feedUrlOf,
  gitHubProjectOf,
  releasePageOf,
} from '../../electron/core/features/updates/release-source'
import { loadConfig } from '../support/electron-builder'
import { tempFolder } from '../support/temp-folders'

/**
 * Where releases are published, through electron-builder's own code (offline): PublishManager's
 * getPublishConfigs resolves `publish: github` with no owner or repo from package.json's `repository`, as
 * `electron-builder` does before writing app-update.yml and the latest*.yml feed. Encore reads the same field
 * for its release page, so both name the same project.
 */
const root = fileURLToPath(new URL('../../', import.meta.url))
const fromBuilder = createRequire(createRequire(import.meta.url).resolve('electron-builder'))
const lib = createRequire(join(dirname(fromBuilder.resolve('app-builder-lib/package.json')), 'package.json'))
const { getPublishConfigs } = lib('./out/publish/PublishManager.js') as {
  getPublishConfigs(
    platformPackager: object,
    target: null,
    arch: null,
    errorIfCannot: boolean,
  ): Promise<Record<string, unknown>[] | null>
}
const { AppInfo } = lib('./out/appInfo.js') as { AppInfo: new (info: object, v: null, o: object) => object }
const { getRepositoryInfo } = lib('./out/util/repositoryInfo.js') as {
  getRepositoryInfo(dir: string, metadata: object, dev: object): Promise<unknown>
}

type Metadata = Record<string, unknown>
const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Metadata

/** The publish targets electron-builder resolves for a Linux build (an empty folder: no .git to guess from). */
function resolvePublish(metadata: Metadata, config: Configuration) {
  const info = {
    metadata,
    devMetadata: metadata,
    config,
    repositoryInfo: getRepositoryInfo(tempFolder('encore-publish-'), metadata, metadata),
  }
  const packager = { ...info, appInfo: new AppInfo(info, null, config.linux ?? {}) }
  const platformPackager = {
    info: packager,
    config,
    platformSpecificBuildOptions: config.linux ?? {},
    expandMacro: (value: string) => value,
  }
  return getPublishConfigs(platformPackager, null, null, true)
}

describe('publishing to GitHub Releases (electron-builder’s PublishManager, offline)', () => {
  it('resolves owner and repo from package.json’s repository, the project Encore names too', async () => {
    const config = await loadConfig(root, 'build/electron-builder.yml')
    const project = gitHubProjectOf(packageJson['repository'])
    expect(project).not.toBeNull()
    const publish = await resolvePublish(packageJson, config)
    expect(publish).toEqual([
      expect.objectContaining({
        provider: 'github',
        owner: project?.owner,
        repo: project?.repo,
        releaseType: 'draft',
      }),
    ])
    expect(config.publish).not.toHaveProperty('owner')
    expect(releasePageOf(project!)).toBe(
      `https://github.com/${project?.owner}/${project?.repo}/releases/latest`,
    )
    expect(feedUrlOf(project!)).toMatch(/\/releases\/latest\/download$/)
  })

  it('cannot resolve without a repository (the check can fail)', async () => {
    const config = await loadConfig(root, 'build/electron-builder.yml')
    const { repository: _repository, ...without } = packageJson
    await expect(resolvePublish(without, config)).rejects.toThrow(/specify "repository"/)
  })

  it('builds the mac zip the mac updater installs from, beside the dmg', async () => {
    const config = await loadConfig(root, 'build/electron-builder.yml')
    const targets = (config.mac?.target ?? []) as { target: string; arch: string[] }[]
    expect(targets.map((target) => target.target)).toEqual(['dmg', 'zip'])
    expect(targets[1]?.arch).toEqual(targets[0]?.arch)
  })
})
