import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Configuration } from 'electron-builder'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../support/electron-builder'
import { tempFolder } from '../support/temp-folders'

/**
 * The .deb's metadata, through electron-builder's own code (offline): FpmTarget's computeFpmMetaInfoOptions,
 * which `electron-builder --linux deb` runs before packing, throws "Please specify project homepage" when
 * package.json has neither `homepage` nor a GitHub `repository`, and asks for a maintainer (linux.maintainer,
 * or package.json's author with an email). packageMetadata's checkMetadata runs first on every build.
 * The project's address is package.json's `repository` only: the homepage is derived from it.
 */
const root = fileURLToPath(new URL('../../', import.meta.url))
const fromBuilder = createRequire(createRequire(import.meta.url).resolve('electron-builder'))
const lib = createRequire(join(dirname(fromBuilder.resolve('app-builder-lib/package.json')), 'package.json'))
const { AppInfo } = lib('./out/appInfo.js') as { AppInfo: new (info: object, v: null, o: object) => object }
const { default: FpmTarget } = lib('./out/targets/FpmTarget.js') as {
  default: { prototype: { computeFpmMetaInfoOptions(): Promise<Record<string, string>> } }
}
const { checkMetadata } = lib('./out/util/packageMetadata.js') as {
  checkMetadata(metadata: object, dev: object, file: string, devFile: string): void
}
const { getRepositoryInfo } = lib('./out/util/repositoryInfo.js') as {
  getRepositoryInfo(dir: string, metadata: object, dev: object): Promise<unknown>
}

type Metadata = Record<string, unknown>
const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Metadata

/** The deb target's metadata as electron-builder computes it (an empty folder: no .git to guess from). */
async function debMetadata(metadata: Metadata, config: Configuration) {
  const info = {
    metadata,
    devMetadata: metadata,
    config,
    repositoryInfo: getRepositoryInfo(tempFolder('encore-deb-'), metadata, metadata),
  }
  const packager = { appInfo: new AppInfo(info, null, config.linux ?? {}), info, config }
  const options = { ...config.linux, ...config.deb }
  return FpmTarget.prototype.computeFpmMetaInfoOptions.call({ packager, options, name: 'deb' })
}

describe('the .deb’s metadata (electron-builder’s FpmTarget, offline)', () => {
  it('passes: a homepage from the repository, the author as maintainer, a vendor', async () => {
    const config = await loadConfig(root, 'build/electron-builder.yml')
    expect(() => checkMetadata(packageJson, packageJson, 'package.json', 'package.json')).not.toThrow()
    const author = packageJson['author'] as { name: string; email: string }
    const repository = (packageJson['repository'] as { url: string }).url
    const project = /github\.com\/([^/]+\/[^/.]+)/.exec(repository)?.[1]
    expect(project).toBeDefined()
    await expect(debMetadata(packageJson, config)).resolves.toEqual({
      name: 'encore',
      url: `https://github.com/${project}`,
      maintainer: `${author.name} <${author.email}>`,
      vendor: 'Encore',
    })
  })

  it('keeps the address in one place: no homepage beside the repository, no maintainer in the configuration', async () => {
    const config = await loadConfig(root, 'build/electron-builder.yml')
    expect(packageJson).not.toHaveProperty('homepage')
    expect(config.linux).not.toHaveProperty('maintainer')
  })

  it('fails as electron-builder does without a homepage or repository (the check can fail)', async () => {
    const config = await loadConfig(root, 'build/electron-builder.yml')
    const { homepage: _homepage, repository: _repository, ...without } = packageJson
    await expect(debMetadata(without, config)).rejects.toThrow(/Please specify project homepage/)
  })
})
